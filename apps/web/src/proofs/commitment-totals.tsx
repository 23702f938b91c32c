import type { ProofCommitment } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { assetSums } from './ledger-sums.ts';

/** Each asset's committed totals for users and system accounts, and whether they sum to zero (checked here). */
export function CommitmentTotals({ totals }: { totals: ProofCommitment['totals'] }): ReactNode {
  const { t, i18n } = useTranslation();
  const format = (value: string) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { numberingSystem: 'latn' }).format(BigInt(value));
  return (
    <table className="proof-totals">
      <thead>
        <tr>
          <th scope="col">{t('proofs.asset')}</th>
          <th scope="col">{t('proofs.users')}</th>
          <th scope="col">{t('proofs.system')}</th>
          <th scope="col">{t('proofs.sum')}</th>
        </tr>
      </thead>
      <tbody>
        {assetSums(totals).map((sum) => (
          <tr key={sum.asset} data-asset={sum.asset}>
            <th scope="row">{t(`ledger.assets.${sum.asset}`, { defaultValue: sum.asset })}</th>
            <td data-amount>{format(sum.users)}</td>
            <td data-amount>{format(sum.system)}</td>
            <td data-sum={sum.sumsToZero ? 'zero' : 'not-zero'} className={sum.sumsToZero ? 'proof-mark--ok' : 'proof-mark--bad'}>
              {sum.sumsToZero ? `✓ ${t('proofs.sumsToZero')}` : `✗ ${t('proofs.notZero')}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
