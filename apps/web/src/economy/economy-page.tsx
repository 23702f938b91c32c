import type { Account, EconomySummaryView } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import { QueryState } from '../components/query-state.tsx';
import './economy.css';
import { useEconomySummary } from './economy-summary.ts';

/**
 * The frame of every economy page: its title and what it does, then, for a signed-in account,
 * the page itself over the server's summary; a signed-out visitor is told why and sent to /login.
 */
export function EconomyPage({ titleKey, intro, children }: { titleKey: string; intro: string; children: (account: Account, summary: EconomySummaryView) => ReactNode }): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page economy-page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t(`titles.${titleKey}`)}</h1>
      <p>{intro}</p>
      <SignedInGate invitation={t('economy.signInToUse')}>{(account) => <WithSummary account={account}>{children}</WithSummary>}</SignedInGate>
    </article>
  );
}

function WithSummary({ account, children }: { account: Account; children: (account: Account, summary: EconomySummaryView) => ReactNode }): ReactNode {
  return <QueryState query={useEconomySummary()}>{(summary) => children(account, summary)}</QueryState>;
}
