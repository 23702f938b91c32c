import { ApiError } from '@site/api-contract/client';
import { useIsMiniApp } from '../telegram/mini-app.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
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

/** The proof exactly as the server sent it, as a file: what tooling/ledger-verifier/verify-proof.mjs reads. */
export const proofFileText = (proof: LedgerProof): string => `${JSON.stringify(proof, null, 2)}\n`;
export const proofFileName = (proof: LedgerProof): string => `ledger-proof-${proof.commitment.day}.json`;

/**
 * The proof to keep: a download in a browser; inside the Telegram mini app, whose webview carries
 * out no download of a file made in the page, its text to copy (Telegram downloads only from an
 * address it fetches itself, and the proof is served to the signed-in session alone).
 */
export function DownloadProof({ proof }: { proof: LedgerProof }): ReactNode {
  const { t } = useTranslation();
  const miniApp = useIsMiniApp();
  const fileName = proofFileName(proof);
  const save = (): void => {
    const url = URL.createObjectURL(new Blob([proofFileText(proof)], { type: 'application/json' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    anchor.click();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 0);
  };
  const command = <code className="proof-hash">node tooling/ledger-verifier/verify-proof.mjs {fileName}</code>;
  if (miniApp) return <ProofToCopy text={proofFileText(proof)} fileName={fileName} command={command} />;
  return (
    <>
      <button type="button" className="button" onClick={save}>
        {t('proofs.download')}
      </button>
      <p className="hint">
        {t('proofs.downloadHint')} {command}
      </p>
    </>
  );
}

type CopyStatus = 'idle' | 'copied' | 'failed';

/** Inside Telegram: the proof's text, to copy into a file of the given name. */
function ProofToCopy({ text, fileName, command }: { text: string; fileName: string; command: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState<CopyStatus>('idle');
  const copy = async (): Promise<void> => {
    setStatus((await copyText(text, field.current)) ? 'copied' : 'failed');
  };
  return (
    <>
      <p className="hint">
        {t('proofs.copyHint', { fileName })} {command}
      </p>
      <label htmlFor={fieldId}>{t('proofs.proofText', { fileName })}</label>
      <textarea
        ref={field}
        id={fieldId}
        className="input proof-text"
        readOnly
        rows={8}
        spellCheck={false}
        value={text}
        onFocus={(event) => {
          event.currentTarget.select();
        }}
      />
      <div className="actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('proofs.copy')}
        </button>
      </div>
      <p role="status" className="hint">
        {status === 'copied' ? t('proofs.copied', { fileName }) : status === 'failed' ? t('proofs.copyFailed') : ''}
      </p>
    </>
  );
}

/**
 * Copies `text` with the Clipboard API from the click that asked. Where the webview refuses, the
 * field's text is selected for the person to copy (the status says so), and false is returned.
 */
async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.focus();
    field?.select();
    return false;
  }
}
