import type { ResponseOf } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
import '../forms/forms.css';
import { MyGamesList } from '../submissions/my-games-list.tsx';
import { inspectedVersionOf } from '../submissions/inspection-path.ts';
import { MyInspection } from '../submissions/my-inspection.tsx';
import { dashboardOf } from '../submissions/dashboard-path.ts';
import { MyGameDashboard } from '../submissions/game-dashboard.tsx';
import '../submissions/submissions.css';

/** What /submit hands over: the server's answer, and the title it was sent with (a new game's). */
type Submitted = ResponseOf<'createSubmission'> & { title?: string };

function submittedOf(state: unknown): Submitted | null {
  const submitted = (state as { submitted?: Partial<Submitted> } | null)?.submitted;
  if (typeof submitted?.game !== 'string' || typeof submitted.version !== 'number') return null;
  const { title, ...answer } = submitted as Submitted;
  return typeof title === 'string' && title !== '' ? { ...answer, title } : answer;
}

/** /my-games: the account's games with their versions, states, plays and coins; the outcome of a submission just sent. */
export default function MyGamesPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.myGames')}</h1>
      <SignedInGate invitation={t('submissions.signInToSeeGames')}>
        {(account) => (
          <>
            {/* /admin is linked for the roles that may use it: from here, where games are the subject. */}
            {(account.role === 'moderator' || account.role === 'admin') && (
              <p>
                <Link to="/admin">{t('titles.admin')}</Link>
              </p>
            )}
            <MyGames key={account.id} />
          </>
        )}
      </SignedInGate>
      <p>
        <Link to="/developers">{t('developers.submitLink')}</Link>
      </p>
    </article>
  );
}

function MyGames(): ReactNode {
  const location = useLocation();
  const dashboard = dashboardOf(location.search);
  if (dashboard !== null) return <MyGameDashboard key={`${dashboard.game}/${dashboard.version ?? ''}`} {...dashboard} />;
  const inspected = inspectedVersionOf(location.search);
  return inspected === null ? <GameList /> : <MyInspection key={`${inspected.game}/${inspected.version}`} {...inspected} />;
}

function GameList(): ReactNode {
  const { t } = useTranslation();
  const location = useLocation();
  const submitted = submittedOf(location.state);
  const query = useApiQuery('listMyGames', []);
  const games = query.isSuccess ? query.data.games : null;
  const failed = query.isError && !query.isFetching;
  // A new version's title comes with the list; the slug only if the list cannot be read.
  const submittedTitle =
    submitted === null
      ? null
      : (submitted.title ?? (games !== null ? (games.find((game) => game.id === submitted.game)?.title ?? submitted.game) : failed ? submitted.game : null));

  return (
    <>
      {submitted !== null && submittedTitle !== null && (
        // Navigation moves focus to the main region (RouteFrame), where this is the first thing read after the heading.
        <div role="status" className="notice notice--success">
          <p>{t('submissions.submittedNotice', { game: submittedTitle, version: submitted.version })}</p>
        </div>
      )}
      {/* With no game yet, the empty list's own "Submit your first game" is the one way to /submit. */}
      {(failed || (games !== null && games.length > 0)) && (
        <p>
          <Link to="/submit" className="button button--primary">
            {t('submissions.submitAnother')}
          </Link>
        </p>
      )}
      <QueryState query={query}>{(answer) => <MyGamesList games={answer.games} />}</QueryState>
    </>
  );
}
