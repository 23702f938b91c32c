import type { ProofCommitment } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { assetSums } from './ledger-sums.ts';

/** Each asset's committed totals for players and system accounts, and whether they sum to zero (checked here). */
export function CommitmentTotals({ totals }: { totals: ProofCommitment['totals'] }): ReactNode {
  const { t, i18n } = useTranslation();
  const format = (value: string) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { numberingSystem: 'latn' }).format(BigInt(value));
  const assetName = (asset: string) => t(`ledger.assets.${asset}`, { defaultValue: asset });
  const sums = assetSums(totals);
  const notZero = sums.filter((sum) => !sum.sumsToZero).map((sum) => assetName(sum.asset));
  return (
    <>
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
          {sums.map((sum) => (
            <tr key={sum.asset} data-asset={sum.asset}>
              <th scope="row">{assetName(sum.asset)}</th>
              <td data-amount>{format(sum.users)}</td>
              <td data-amount>{format(sum.system)}</td>
              <td data-amount data-sum={sum.sumsToZero ? 'zero' : 'not-zero'} className={sum.sumsToZero ? 'proof-mark--ok' : 'proof-mark--bad'}>
                {sum.sumsToZero ? '✓' : '✗'} {format(sum.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={notZero.length === 0 ? 'proof-mark--ok' : 'proof-mark--bad'} data-sums={notZero.length === 0 ? 'zero' : 'not-zero'}>
        {notZero.length === 0 ? `✓ ${t('proofs.allSumToZero')}` : `✗ ${t('proofs.someNotZero', { assets: notZero.join(', ') })}`}
      </p>
    </>
  );
}
