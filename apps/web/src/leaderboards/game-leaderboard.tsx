import type { LeaderboardPeriod } from '@site/api-contract';
import { leaderboardPeriods } from '@site/api-contract/leaderboard-periods';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../components/load-error.tsx';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { countryName } from '../i18n/country-names.ts';
import './leaderboard.css';
import { ChoiceButtons } from './choice-buttons.tsx';
import { useLeaderboard, type LeaderboardView } from './use-leaderboard.ts';

// The table comes with the board's answer, so its code is fetched when the board mounts, beside the answer.
const loadBoardTable = () => import('./board-table.tsx');
const BoardTable = lazy(loadBoardTable);

/**
 * A game's leaderboard below the game (docs/api/leaderboards.md): the period (all-time, this week, today), the
 * level for a game with levels, and for a signed-in player their rank, the players around them
 * and their friends. `refreshKey` changes when a run finishes (`initialLevel` is then that
 * run's level); the run's finish invalidates the boards, so they show the new score.
 */
export function GameLeaderboard({ game, levelCount, initialLevel, signedIn, refreshKey }: { game: string; levelCount: number | null; initialLevel: number | null; signedIn: boolean; refreshKey: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const levelId = useId();
  const [period, setPeriod] = useState<LeaderboardPeriod>('all');
  const [chosenView, setView] = useState<LeaderboardView>('top');
  // A level picked here holds until the next run finishes; then the board shows that run's level.
  const [picked, setPicked] = useState<{ level: number; at: string } | null>(null);
  const chosenLevel = picked?.at === refreshKey ? picked.level : null;
  const level = levelCount === null ? null : (chosenLevel ?? initialLevel ?? 1);
  const view: LeaderboardView = signedIn ? chosenView : 'top';
  const { state, retry } = useLeaderboard({ game, level, period, view }, signedIn);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const periodText = (value: LeaderboardPeriod): string => t(`leaderboard.period.${value}`);
  useEffect(() => {
    void loadBoardTable();
  }, []);
  const boardName = level === null ? periodText(period) : t('leaderboard.levelPeriod', { level, period: periodText(period) });

  let body: ReactNode;
  if (state.status === 'loading') body = <LoadingIndicator label={t('leaderboard.loading')} />;
  else if (state.status === 'error')
    body = <LoadError error={state.error} retry={retry} />;
  else {
    const { board } = state;
    const language = i18n.resolvedLanguage ?? i18n.language;
    const noCountry = view === 'country' && board.country === null;
    const empty =
      view === 'friends'
        ? t('leaderboard.emptyFriends')
        : view === 'country'
          ? t('leaderboard.emptyCountry', { country: countryName(board.country ?? '', language) })
          : view === 'around'
            ? t('leaderboard.noScoreYet')
            : t('leaderboard.empty');
    body = (
      <>
        {signedIn && (
          <p className="leaderboard__me" data-testid="leaderboard-me">
            {board.me === null ? t('leaderboard.noScoreYet') : t('leaderboard.yourRank', { rank: board.me.rank, score: number.format(board.me.score) })}
          </p>
        )}
        {noCountry ? (
          <p className="leaderboard__empty" data-testid="leaderboard-choose-country">
            {t('leaderboard.chooseCountry')} <Link to="/setting#country">{t('leaderboard.chooseCountryLink')}</Link>
          </p>
        ) : board.entries.length === 0 ? (
          <p className="leaderboard__empty" data-testid="leaderboard-empty">
            {empty}
            {view === 'friends' && (
              <>
                {' '}
                <Link to="/invite-users">{t('leaderboard.inviteFriends')}</Link>
              </>
            )}
          </p>
        ) : (
          <Suspense fallback={<LoadingIndicator label={t('leaderboard.loading')} />}>
            <BoardTable entries={board.entries} caption={t('leaderboard.caption', { board: boardName })} />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <section className="leaderboard" aria-labelledby={headingId} data-testid="leaderboard">
      <h2 id={headingId}>{t('leaderboard.heading')}</h2>
      <div className="leaderboard__controls">
        <ChoiceButtons label={t('leaderboard.periodLabel')} values={leaderboardPeriods} chosen={period} text={periodText} onChoose={setPeriod} testId="leaderboard-periods" />
        {signedIn && (
          <ChoiceButtons
            label={t('leaderboard.viewLabel')}
            values={['top', 'around', 'friends', 'country'] as const}
            chosen={view}
            text={(value) => t(`leaderboard.view.${value}`)}
            onChoose={setView}
            testId="leaderboard-views"
          />
        )}
        {levelCount !== null && level !== null && (
          <div className="leaderboard__level">
            <label htmlFor={levelId}>{t('leaderboard.level')}</label>
            <select
              id={levelId}
              className="select"
              value={level}
              onChange={(event) => {
                setPicked({ level: Number(event.target.value), at: refreshKey });
              }}
            >
              {Array.from({ length: levelCount }, (_, index) => (
                <option key={index + 1} value={index + 1}>
                  {t('leaderboard.levelN', { level: index + 1 })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className="hint">{period === 'week' ? t('leaderboard.resetsWeek') : period === 'day' ? t('leaderboard.resetsDay') : t('leaderboard.allTime')}</p>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {body}
      </div>
      {!signedIn && <p className="hint">{t('leaderboard.signInForMore')}</p>}
    </section>
  );
}
