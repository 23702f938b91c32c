import type { ProofCommitment } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../api/api-query.ts';
import { FormattedDate } from '../components/formatted-date.tsx';
import { QueryState } from '../components/query-state.tsx';
import { CommitmentTotals } from '../proofs/commitment-totals.tsx';
import '../proofs/proofs.css';
import { TransactionLink } from '../proofs/transaction-link.tsx';
import { useIsMiniApp } from '../telegram/mini-app.ts';

/** /proofs: every published daily commitment of the ledger, newest first (docs/ledger-proofs.md). */
export default function ProofsPage(): ReactNode {
  const { t } = useTranslation();
  const query = useApiQuery('listProofs', []);
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.proofs')}</h1>
      <p>{t('proofs.intro')}</p>
      <QueryState query={query}>
        {({ proofs }) =>
          proofs.length === 0 ? (
            <p className="notice">{t('proofs.empty')}</p>
          ) : (
            <ul className="proof-list">
              {proofs.map((commitment) => (
                <CommitmentRow key={commitment.day} commitment={commitment} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </article>
  );
}

function CommitmentRow({ commitment }: { commitment: ProofCommitment }): ReactNode {
  const { t } = useTranslation();
  const miniApp = useIsMiniApp();
  const headingId = `proof-${commitment.day}`;
  return (
    <li className="proof-list__item" aria-labelledby={headingId} data-day={commitment.day}>
      <h2 id={headingId}>
        <FormattedDate value={commitment.day} />
      </h2>
      <dl className="details">
        <dt>{t('proofs.position')}</dt>
        <dd>{commitment.position}</dd>
        <dt>{t('proofs.root')}</dt>
        <dd className="proof-hash" data-root>
          {commitment.root}
        </dd>
        {/* Inside the mini app no link leads to another chain than TON (docs/web/behaviour.md#inside-telegram). */}
        {!miniApp && (
          <>
            <dt>{t('proofs.transaction')}</dt>
            <dd>
              <TransactionLink txHash={commitment.txHash} />
            </dd>
          </>
        )}
      </dl>
      <CommitmentTotals totals={commitment.totals} />
    </li>
  );
}
