import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loginReturningTo } from '../sign-in/return-after-sign-in.ts';

/**
 * A visitor's run is over (the game said `gameOver`): it paid nothing, and the next step is to sign
 * in, which comes back to `returnPath` (the game), or to play on: the next level open in this
 * browser (`nextLevel`, visitor-next-level.ts: after the highest level the game's `gameOver` said
 * was completed, or Levels' save) after a won level, else the same again (two steps, so
 * that they stay on a phone's screen beside the game). For a game with levels (`hasLevels`) it says
 * that levels won now do not count: the server keeps a player's levels from their runs alone, and
 * only the game's own save moves to the account.
 */
export function VisitorRunEnd({ returnPath, hasLevels, nextLevel, onPlay }: { returnPath: string; hasLevels: boolean; nextLevel: number | null; onPlay: (level: number | null) => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="run-outcome" role="status" aria-labelledby="visitor-run-end-heading" data-testid="visitor-run-end">
      <h2 id="visitor-run-end-heading">{t('play.visitorEnd.heading')}</h2>
      <p>{hasLevels ? t('play.visitorEnd.levelsText') : t('play.visitorEnd.text')}</p>
      <div className="actions run-outcome__next">
        <Link to={loginReturningTo(returnPath)} className="button button--primary">
          {t('nav.login')}
        </Link>
        <button type="button" className="button" onClick={() => { onPlay(nextLevel); }}>
          {nextLevel === null ? t('play.outcome.playAgain') : t('play.outcome.nextLevel', { level: nextLevel })}
        </button>
      </div>
    </section>
  );
}
