import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiErrorText } from '../api/api-error-text.ts';
import type { ApiError } from '@site/api-contract/client';
import { formatDuration } from '../i18n/format-duration.ts';
import { formatAmount } from '../economy/format-amount.ts';
import { useAmountText } from '../economy/use-amount-text.ts';
import type { FinishedRun, StartedRun } from './run-bridge.ts';
import { LeaguePointsRow, PaidParts, paidInAll, UnlockedAchievementsRow } from './run-bonuses.tsx';
import { ShareRunButton } from './share-run-button.tsx';

/**
 * The sheet's heading, by what the run counts for (the server's rule, apps/api/src/runs/counted-run.ts):
 * "Completed!"; "Run finished" for a run that counts without being completed (a game without levels,
 * scoring more than 0); and for a run given up, which counts for no streak, quest, league or
 * achievement, what happened: the level not completed, or a run ended without points.
 */
function outcomeHeading(t: TFunction, run: Pick<FinishedRun['run'], 'completed' | 'level' | 'score'>): string {
  if (run.completed) return t('play.outcome.completed');
  if (run.level !== null) return t('play.outcome.levelNotCompleted', { level: run.level });
  return (run.score ?? 0) > 0 ? t('play.outcome.finished') : t('play.outcome.ended');
}

/**
 * What the last run cost and earned: stamina before and after, the coins (all the finish paid:
 * the run's reward, and the streak day and quests it paid besides) and why they were capped;
 * the achievements it unlocked; inside Telegram, Share. `compact` (on the stage, over the game)
 * shows what was earned and the achievements unlocked, and keeps the other figures behind "All
 * figures"; there `nextStep` (the next level, Play again) takes the place of the link to the
 * next level.
 */
export function RunOutcome({ started, finished, gameTitle, compact = false, nextStep = null }: { started: StartedRun | null; finished: FinishedRun; gameTitle: string; compact?: boolean; nextStep?: ReactNode }): ReactNode {
  const { t, i18n } = useTranslation();
  const amountText = useAmountText();
  // Scores as the boards write them ("1,000"); made after a run only, never on a page's start-up.
  const scoreText = (score: number): string => formatAmount(String(score), i18n.resolvedLanguage ?? i18n.language);
  const level = finished.levelProgress;
  // On the stage a level's first completion goes without its line: the heading says "Completed!",
  // the game celebrates the level above, and the next step names the level it opened; the line's
  // room is the achievements' (a phone's sheet stays about as tall as before they were shown).
  const levelLine = level !== null && (!compact || (!level.firstCompletion && level.newBest));
  // Everything the finish paid: the run's reward, and the streak day and quests it paid besides (PaidParts names each).
  const earned = (
    <div>
      <dt>{t('play.outcome.earned')}</dt>
      <dd data-testid="run-earned">{amountText('game_coin', paidInAll(finished))}</dd>
    </div>
  );
  const parts = <PaidParts finished={finished} gameTitle={gameTitle} />;
  // The achievements the run unlocked: a moment to show, so on the stage beside what was earned, not behind "All figures".
  const unlocked = <UnlockedAchievementsRow finished={finished} />;
  const facts = (
      <dl className="details run-outcome__facts">
        {!compact && earned}
        {finished.run.score !== null && (
          <div>
            <dt>{t('play.outcome.score')}</dt>
            <dd data-testid="run-score">{scoreText(finished.run.score)}</dd>
          </div>
        )}
        <div>
          <dt>{t('play.outcome.tableReward')}</dt>
          <dd data-testid="run-table-reward">{amountText('game_coin', finished.tableReward)}</dd>
        </div>
        {started && (
          <div>
            <dt>{t('play.outcome.staminaSpent')}</dt>
            <dd data-testid="run-stamina-spent">{started.staminaCost}</dd>
          </div>
        )}
        <div>
          <dt>{t('play.outcome.leftToday')}</dt>
          <dd data-testid="run-left-today">{amountText('game_coin', finished.dailyRewards.leftToday)}</dd>
        </div>
        {started && (
          <div>
            <dt>{t('play.outcome.staminaBefore')}</dt>
            <dd data-testid="run-stamina-before">{t('play.valueOfMax', { value: started.staminaBefore.value, max: started.staminaBefore.max })}</dd>
          </div>
        )}
        {started && (
          <div>
            <dt>{t('play.outcome.staminaAfterStart')}</dt>
            <dd data-testid="run-stamina-after">{t('play.valueOfMax', { value: started.staminaAfter.value, max: started.staminaAfter.max })}</dd>
          </div>
        )}
        <div>
          <dt>{t('play.outcome.staminaNow')}</dt>
          <dd data-testid="run-stamina-now">{t('play.valueOfMax', { value: finished.stamina.value, max: finished.stamina.max })}</dd>
        </div>
        <div>
          <dt>{t('play.outcome.gameCoins')}</dt>
          <dd data-testid="run-balance">{amountText('game_coin', finished.balances.game_coin)}</dd>
        </div>
        <LeaguePointsRow finished={finished} />
        {!compact && unlocked}
      </dl>
  );
  return (
    <section className={compact ? 'run-outcome run-outcome--compact' : 'run-outcome'} role="status" aria-labelledby="run-outcome-heading" data-testid="run-outcome">
      <h2 id="run-outcome-heading">{outcomeHeading(t, finished.run)}</h2>
      {compact ? (
        <>
          <dl className="details run-outcome__facts">
            {earned}
            {unlocked}
          </dl>
          {parts}
          <details className="run-outcome__more">
            <summary>{t('play.outcome.allFigures')}</summary>
            {facts}
          </details>
        </>
      ) : (
        <>
          {facts}
          {parts}
        </>
      )}
      {finished.held && (
        <p className="hint" data-testid="run-held">
          {t('play.outcome.held', { reason: t(`runBounds.reasons.${finished.held.reason}`) })}
        </p>
      )}
      {finished.cappedBy !== null && (
        <p className="hint" data-testid="run-capped">
          {t(`play.outcome.capped.${finished.cappedBy}`, { table: amountText('game_coin', finished.tableReward), left: amountText('game_coin', finished.dailyRewards.leftToday) })}
        </p>
      )}
      {level && levelLine && (
        <p data-testid="run-level">
          {level.firstCompletion ? t('play.outcome.levelDone', { level: level.level.level }) : level.newBest ? t('play.outcome.newBest', { score: scoreText(level.level.bestScore ?? 0) }) : null}
          {level.nextLevel !== null && !compact && (
            <>
              {' '}
              <Link to={`/games/${finished.run.game}?level=${String(level.nextLevel)}`}>
                {t('play.outcome.nextLevel', { level: level.nextLevel })}
              </Link>
            </>
          )}
        </p>
      )}
      {compact && nextStep}
      <ShareRunButton finished={finished} gameTitle={gameTitle} />
    </section>
  );
}

/** Why a run was refused; for stamina, when enough is back and where to recover it now. */
export function RunRefusal({ phase, error }: { phase: 'start' | 'finish'; error: ApiError }): ReactNode {
  const { t, i18n } = useTranslation();
  if (error.code === 'not_enough_stamina') {
    const seconds = error.retryAfterSeconds ?? 60;
    const wait = formatDuration(seconds * 1000, i18n.resolvedLanguage ?? i18n.language);
    return (
      <div className="notice notice--error" role="alert" data-testid="run-refused">
        <p>{t('play.notEnoughStamina', { wait })}</p>
        <Link to="/recover-stamina" className="button">
          {t('titles.recoverStamina')}
        </Link>
      </div>
    );
  }
  // A score the reward table does not allow is the game's claim, not something the player typed.
  const claimRefused = phase === 'finish' && error.code === 'validation_failed';
  return (
    <div className="notice notice--error" role="alert" data-testid="run-refused">
      <p>{claimRefused ? t('play.resultRefused') : apiErrorText(t, error)}</p>
    </div>
  );
}
