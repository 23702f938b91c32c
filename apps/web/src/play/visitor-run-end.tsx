import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loginReturningTo } from '../sign-in/return-after-sign-in.ts';

/**
 * A visitor's run is over (the game said `gameOver`): it paid nothing, and the next step is to sign
 * in, which comes back to `returnPath` (the game), or to play again.
 */
export function VisitorRunEnd({ returnPath, onPlayAgain }: { returnPath: string; onPlayAgain: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="run-outcome" role="status" aria-labelledby="visitor-run-end-heading" data-testid="visitor-run-end">
      <h2 id="visitor-run-end-heading">{t('play.visitorEnd.heading')}</h2>
      <p>{t('play.visitorEnd.text')}</p>
      <div className="actions run-outcome__next">
        <Link to={loginReturningTo(returnPath)} className="button button--primary">
          {t('nav.login')}
        </Link>
        <button type="button" className="button" onClick={onPlayAgain}>
          {t('play.outcome.playAgain')}
        </button>
      </div>
    </section>
  );
}
