import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../config/app-config.ts';

/** The publishing transaction on the chain's explorer; "site only" when no key published it. */
export function TransactionLink({ txHash }: { txHash: string | null }): ReactNode {
  const { t } = useTranslation();
  if (txHash === null) return t('proofs.siteOnly');
  const explorer = appConfig.chain.blockExplorerUrl.replace(/\/+$/, '');
  if (explorer === '') return <span className="proof-hash">{txHash}</span>;
  return (
    <a className="proof-hash" href={`${explorer}/tx/${txHash}`} rel="noopener noreferrer" target="_blank">
      {txHash}
    </a>
  );
}
