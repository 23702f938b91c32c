import { ApiError } from '@site/api-contract/client';
import { useIsMiniApp } from '../telegram/mini-app.ts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
import { FormattedDate } from '../components/formatted-date.tsx';
import { appConfig } from '../config/app-config.ts';
import { TransactionLink } from './transaction-link.tsx';
import type { LedgerProof } from './verify-ledger-proof.ts';
import { verifyMyBalances, type BalancesVerdict, type ChainVerdict } from './verify-my-balances.ts';
import './proofs.css';

/** Loaded on "Verify my balances": the player's proof, checked here and against Core. */
export default function VerifyBalancesResult(): ReactNode {
  const { t } = useTranslation();
  const proof = useApiQuery('getMyProof', [{}]);
  return (
    <QueryState query={proof} loadingLabel={t('proofs.verifying')} failed={notReady}>
      {(data) => <ProofVerdict proof={data} />}
    </QueryState>
  );
}

/** No commitment yet is a state of the ledger, not a failure to retry. */
function notReady(error: unknown): ReactNode {
  return error instanceof ApiError && error.code === 'proof_not_ready' ? <NotReadyNotice /> : null;
}

function NotReadyNotice(): ReactNode {
  const { t } = useTranslation();
  return (
    <p className="notice" role="status">
      {t('errors.api.proof_not_ready')}
    </p>
  );
}

function ProofVerdict({ proof }: { proof: LedgerProof }): ReactNode {
  const { t } = useTranslation();
  const rpcUrl = appConfig.chain.rpcUrl;
  // Keyed by the root: the same proof is checked once, another day's proof again.
  const verdict = useQuery({ queryKey: ['verifyMyBalances', proof.commitment.root, proof.party, rpcUrl], queryFn: () => verifyMyBalances(proof, rpcUrl), staleTime: Infinity });
  return (
    <div data-proof-day={proof.commitment.day}>
      <p>
        {t('proofs.verifyOf')} <FormattedDate value={proof.commitment.day} />
      </p>
      <QueryState query={verdict} loadingLabel={t('proofs.verifying')}>
        {(result) => <VerdictList proof={proof} result={result} />}
      </QueryState>
      <DownloadProof proof={proof} />
    </div>
  );
}

const Mark = ({ ok, children }: { ok: boolean; children: ReactNode }): ReactNode => (
  <li className={ok ? 'proof-mark--ok' : 'proof-mark--bad'} data-ok={ok}>
    {ok ? '✓' : '✗'} {children}
  </li>
);

function VerdictList({ proof, result }: { proof: LedgerProof; result: BalancesVerdict }): ReactNode {
  const { t, i18n } = useTranslation();
  const amount = (value: string) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { numberingSystem: 'latn' }).format(BigInt(value));
  const inTree = new Set(result.proof.leavesInTree);
  const rootOk = !result.proof.failures.some((failure) => failure.kind === 'root_mismatch');
  const notZero = result.proof.failures.flatMap((failure) => (failure.kind === 'sum_not_zero' ? [failure.asset] : []));
  return (
    <div role="status" aria-label={t('proofs.verdictLabel')}>
      <ul className="proof-verdicts">
      {proof.leaves.map((leaf) => (
        <Mark key={leaf.asset} ok={inTree.has(leaf.asset)}>
          {t(inTree.has(leaf.asset) ? 'proofs.leafInRoot' : 'proofs.leafNotInRoot', { asset: t(`ledger.assets.${leaf.asset}`), balance: amount(leaf.balance) })}
        </Mark>
      ))}
      <Mark ok={rootOk}>{t(rootOk ? 'proofs.rootRecomputed' : 'proofs.rootNotRecomputed')}</Mark>
      <Mark ok={notZero.length === 0}>{notZero.length === 0 ? t('proofs.allSumToZero') : t('proofs.someNotZero', { assets: notZero.map((asset) => t(`ledger.assets.${asset}`)).join(', ') })}</Mark>
      <ChainLine chain={result.chain} />
      </ul>
    </div>
  );
}

/**
 * The root read back from Core. Not inside the Telegram mini app, where no text may promote
 * another chain than TON (docs/web/behaviour.md#inside-telegram): the proof is checked all the same.
 */
export function ChainLine({ chain }: { chain: ChainVerdict }): ReactNode {
  const { t } = useTranslation();
  const miniApp = useIsMiniApp();
  if (miniApp) return null;
  if (chain.status === 'site_only') return <li data-chain="site_only">{t('proofs.chainSiteOnly')}</li>;
  const link = <TransactionLink txHash={chain.txHash} />;
  if (chain.status === 'matches')
    return (
      <Mark ok>
        {t('proofs.chainMatches')} {link}
      </Mark>
    );
  if (chain.status === 'unreachable')
    return (
      <Mark ok={false}>
        {t('proofs.chainUnreachable')} {link}
      </Mark>
    );
  // A root signed moments ago may not be mined yet: not the same as a transaction that says otherwise.
  const notOnChainYet = chain.failures.every((failure) => failure.kind === 'unknown_transaction');
  return (
    <Mark ok={false}>
      {t(notOnChainYet ? 'proofs.chainNotFound' : 'proofs.chainMismatch')} {link}
    </Mark>
  );
}

/** Saves the proof exactly as the server sent it: the file tooling/ledger-verifier/verify-proof.mjs reads. */
function DownloadProof({ proof }: { proof: LedgerProof }): ReactNode {
  const { t } = useTranslation();
  const fileName = `ledger-proof-${proof.commitment.day}.json`;
  const save = (): void => {
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(proof, null, 2)}\n`], { type: 'application/json' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    anchor.click();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 0);
  };
  return (
    <>
      <button type="button" className="button" onClick={save}>
        {t('proofs.download')}
      </button>
      <p className="hint">
        {t('proofs.downloadHint')} <code className="proof-hash">node tooling/ledger-verifier/verify-proof.mjs {fileName}</code>
      </p>
    </>
  );
}
