import type { PlayerGameAchievement, SiteAchievement } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../api/api-query.ts';
import { pickAchievementText } from '../play/achievement-text.ts';
import { unlockedOnText } from './unlocked-on-text.ts';
import './achievements.css';

/**
 * One achievement: its title and description, unlocked (with the day), locked with its progress
 * where the server counts it, or, when the site stands in its way (`waiting`: fewer games published
 * than it counts), what it waits for, without a meter the player cannot fill.
 */
function AchievementItem({ title, description, unlockedAt, progress, waiting = null }: { title: string; description: string; unlockedAt: string | null; progress: SiteAchievement['progress']; waiting?: SiteAchievement['waiting'] }): ReactNode {
  const { t, i18n } = useTranslation();
  const unlocked = unlockedAt !== null;
  const waits = !unlocked && waiting !== null;
  return (
    <li className={unlocked ? 'achievement achievement--unlocked' : 'achievement'} data-testid="achievement" data-unlocked={unlocked} data-waiting={waits || undefined}>
      <span className="achievement__badge" aria-hidden="true">
        {unlocked ? '★' : '☆'}
      </span>
      <span className="achievement__text">
        <strong>{title}</strong>
        {description !== '' && <span className="hint"> {description}</span>}
        <span className="achievement__state" data-testid="achievement-state">
          {unlocked
            ? unlockedOnText(t, unlockedAt, i18n.resolvedLanguage ?? i18n.language)
            : waiting
              ? t('achievements.waitingForGames', { needed: waiting.needed, published: waiting.published })
              : progress
                ? t('achievements.progress', { current: progress.current, target: progress.target })
                : t('achievements.locked')}
        </span>
      </span>
      {!unlocked && !waits && progress && <meter className="achievement__meter" min={0} max={progress.target} value={progress.current} aria-label={title} />}
    </li>
  );
}

/** The site's achievements, in the reader's language (their texts are the site's own). */
export function SiteAchievementItems({ achievements }: { achievements: readonly SiteAchievement[] }): ReactNode {
  const { t } = useTranslation();
  return achievements.map((achievement) => (
    <AchievementItem
      key={achievement.key}
      title={t(`achievements.site.${achievement.key}.title`)}
      description={t(`achievements.site.${achievement.key}.description`)}
      unlockedAt={achievement.unlockedAt}
      progress={achievement.progress}
      waiting={achievement.waiting}
    />
  ));
}

/** A game's achievements as a player reads them, in the reader's language. */
export function GameAchievementItems({ achievements }: { achievements: readonly PlayerGameAchievement[] }): ReactNode {
  const { i18n } = useTranslation();
  return achievements.map((achievement) => {
    const text = pickAchievementText(achievement.texts, i18n.resolvedLanguage ?? i18n.language);
    return <AchievementItem key={achievement.id} title={text.title} description={text.description} unlockedAt={achievement.unlockedAt} progress={achievement.progress} />;
  });
}

/** /profile: every site achievement (locked ones with progress) and the game achievements the player unlocked. */
export function MyAchievementsSection(): ReactNode {
  const { t } = useTranslation();
  const mine = useApiQuery('getMyAchievements', []);
  if (mine.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('achievements.failed')}
      </p>
    );
  }
  if (!mine.data) return null;
  return (
    <section className="achievements" aria-labelledby="achievements-heading" data-testid="my-achievements">
      <h2 id="achievements-heading">{t('achievements.heading')}</h2>
      <ul className="achievement-list">
        <SiteAchievementItems achievements={mine.data.site} />
      </ul>
      <h3>{t('achievements.gamesHeading')}</h3>
      {mine.data.games.length === 0 ? (
        <p className="hint">{t('achievements.noGameAchievements')}</p>
      ) : (
        <ul className="achievement-list" data-testid="my-game-achievements">
          {mine.data.games.map(({ gameTitle, achievement }) => (
            <li key={achievement.id} className="achievement-list__game">
              <span className="hint">{gameTitle}</span>
              <ul className="achievement-list">
                <GameAchievementItems achievements={[achievement]} />
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A game's page: its achievements (none shown when its maker defined none). */
export function GameAchievementsSection({ gameId }: { gameId: string }): ReactNode {
  const { t } = useTranslation();
  const achievements = useApiQuery('getGameAchievements', [{ params: { game: gameId } }]);
  if (!achievements.data || achievements.data.achievements.length === 0) return null;
  return (
    <section className="achievements" aria-labelledby="game-achievements-heading" data-testid="game-achievements">
      <h2 id="game-achievements-heading">{t('achievements.heading')}</h2>
      <ul className="achievement-list">
        <GameAchievementItems achievements={achievements.data.achievements} />
      </ul>
    </section>
  );
}
