import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The next step after a run, on the stage: the next level (a game with levels, as the server
 * opened it) and Play again. The site's, not the game's (packages/game-sdk README "One result per
 * run"): each opens the game afresh, at that level.
 */
export function StageNextStep({ nextLevel, onPlay }: { nextLevel: number | null; onPlay: (level: number | null) => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="actions run-outcome__next" data-testid="stage-next-step">
      {nextLevel !== null && (
        <button type="button" className="button button--primary" onClick={() => { onPlay(nextLevel); }}>
          {t('play.outcome.nextLevel', { level: nextLevel })}
        </button>
      )}
      <button type="button" className={nextLevel === null ? 'button button--primary' : 'button'} onClick={() => { onPlay(null); }}>
        {t('play.outcome.playAgain')}
      </button>
    </div>
  );
}
