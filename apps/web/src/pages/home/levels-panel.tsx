import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ResponseOf } from '@site/api-contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AccountState } from '../../account/account-state.ts';
import { hasSignedInHint } from '../../account/signed-in-hint.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { formatAmount } from '../../economy/format-amount.ts';

/** The player's levels progress, asked for once by the home page for its hero and this tab. */
export type LevelsProgressQuery = UseQueryResult<ResponseOf<'getLevelsProgress'>>;

const levelsPath = '/games/levels';

/** The `levels` tab: the player's progress in Levels (completed levels, best scores); the hero above offers the next level. */
export function LevelsPanel({ account, progress }: { account: AccountState; progress: LevelsProgressQuery }): ReactNode {
  const { t } = useTranslation();
  const signedIn = account.status === 'signed-in';

  // While the session is checked, a browser that was not signed in last time sees what index.html painted: the signed-out tab.
  if (account.status === 'signed-out' || account.status === 'error' || (!signedIn && !hasSignedInHint())) {
    return (
      <div className="levels-panel">
        <p>{t('home.levels.signedOut')}</p>
        <Link to={`${levelsPath}?level=1`} className="button button--primary" data-testid="play-next-level">
          {t('home.levels.playFirst')}
        </Link>
      </div>
    );
  }
  if (!signedIn) return <LoadingIndicator label={t('home.levels.loading')} />;
  return (
    <QueryState query={progress} loadingLabel={t('home.levels.loading')}>
      {(value) => <LevelsProgress progress={value} />}
    </QueryState>
  );
}

function LevelsProgress({ progress }: { progress: ResponseOf<'getLevelsProgress'> }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const played = progress.levels.filter((level) => level.bestScore !== null);
  return (
    <div className="levels-panel" data-testid="levels-progress">
      <p data-testid="levels-completed">{t('home.levels.completed', { completed: progress.completedCount, count: progress.levels.length })}</p>
      <progress className="levels-panel__bar" max={progress.levels.length} value={progress.completedCount} aria-label={t('home.levels.progressLabel')} />
      {played.length > 0 && (
        <table className="levels-panel__table">
          <caption>{t('home.levels.bestScores')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('home.levels.level')}</th>
              <th scope="col">{t('home.levels.bestScore')}</th>
              <th scope="col">{t('home.levels.state')}</th>
            </tr>
          </thead>
          <tbody>
            {played.map((level) => (
              <tr key={level.level} data-testid={`level-row-${String(level.level)}`}>
                <th scope="row">
                  <Link to={`${levelsPath}?level=${String(level.level)}`}>{t('home.levels.levelN', { level: level.level })}</Link>
                </th>
                <td>{formatAmount(String(level.bestScore), language)}</td>
                <td>{level.completedAt === null ? t('home.levels.notCompleted') : t('home.levels.done')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
