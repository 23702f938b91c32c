import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { questText } from '../daily/quest-text.ts';
import { formatAmount } from '../economy/format-amount.ts';
import { pickAchievementText } from './achievement-text.ts';
import type { FinishedRun } from './run-bridge.ts';

/** The game coins the finish paid in all: the run's reward, the streak day's and each completed quest's. */
export function paidInAll(finished: FinishedRun): bigint {
  const bonuses = finished.bonuses;
  const besides = [bonuses?.streak?.coins ?? '0', ...(bonuses?.quests ?? []).map((quest) => quest.reward)];
  return besides.reduce((sum, coins) => sum + BigInt(coins), BigInt(finished.earned));
}

/**
 * What the coins the finish paid in all are made of, when it paid more than the run's reward
 * (docs/web/behaviour.md, "Game page and stage"): the run, the streak day, each quest it
 * completed, one short line under "Earned", so that the result names every coin its balance got.
 */
export function PaidParts({ finished, gameTitle }: { finished: FinishedRun; gameTitle: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const bonuses = finished.bonuses;
  if (!bonuses || (bonuses.streak === null && bonuses.quests.length === 0)) return null;
  const coins = (amount: string): string => formatAmount(amount, i18n.resolvedLanguage ?? i18n.language);
  const parts = [
    t('play.outcome.paidForRun', { coins: coins(finished.earned) }),
    ...(bonuses.streak ? [t('play.outcome.paidForStreakDay', { coins: coins(bonuses.streak.coins), day: bonuses.streak.day })] : []),
    // A quest naming a game is a reach_score quest, which only a run of that game (this one) completes.
    ...bonuses.quests.map((quest) => t('play.outcome.paidForQuest', { coins: coins(quest.reward), quest: questText(t, i18n.resolvedLanguage ?? i18n.language, { ...quest, gameTitle: quest.gameId === finished.run.game ? gameTitle : null }) })),
  ];
  return (
    <p className="hint run-outcome__parts" data-testid="run-paid-parts">
      {parts.join(' · ')}
    </p>
  );
}

/** The weekly league points the run earned, as a row of the result's figures (no coins: the league pays at the week's close). */
export function LeaguePointsRow({ finished }: { finished: FinishedRun }): ReactNode {
  const { t } = useTranslation();
  const points = finished.bonuses?.leaguePoints ?? 0;
  if (points === 0) return null;
  return (
    <div>
      <dt>{t('play.outcome.leaguePoints')}</dt>
      <dd data-testid="run-league-points">{t('play.outcome.leaguePointsGained', { points })}</dd>
    </div>
  );
}

/** The achievements the finish unlocked, the site's and the game's, by their titles in the reader's language, as a row of the result's figures. */
export function UnlockedAchievementsRow({ finished }: { finished: FinishedRun }): ReactNode {
  const { t, i18n } = useTranslation();
  const unlocked = finished.achievements;
  if (!unlocked) return null;
  const titles = [
    ...unlocked.site.map((key) => t(`achievements.site.${key}.title`)),
    ...unlocked.game.map((achievement) => pickAchievementText(achievement.texts, i18n.resolvedLanguage ?? i18n.language).title),
  ];
  if (titles.length === 0) return null;
  return (
    <div>
      <dt>{t('play.outcome.achievementsUnlocked', { count: titles.length })}</dt>
      <dd data-testid="run-achievements">{titles.join(', ')}</dd>
    </div>
  );
}
