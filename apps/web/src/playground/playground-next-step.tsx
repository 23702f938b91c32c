import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSteps } from '../play/stage-next-step.tsx';

/**
 * The site's result after a finish of a level that the sandbox accepted, on the playground's
 * stage: the level completed or not (the heading of the site's result), and its next step by the
 * site's own rule (`nextSteps`: Play level N for the level open next in the sandbox, and Play
 * again for the level just played), which opens the game afresh at that level. No coins: the
 * sandbox pays none, and the note says that the site's sheet shows them here.
 */
export function PlaygroundNextStep({ played, completed, nextLevel, onPlay }: {
  /** The level the finish named. */
  played: number;
  completed: boolean;
  /** The level open in the sandbox after the finish; null when every level is completed. */
  nextLevel: number | null;
  onPlay: (level: number) => void;
}): ReactNode {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="run-outcome run-outcome--compact" role="status" aria-labelledby={headingId} data-testid="playground-next-step">
      <h2 id={headingId}>{completed ? t('play.outcome.completed') : t('play.outcome.levelNotCompleted', { level: played })}</h2>
      <p className="hint">{t('playground.nextStepNote')}</p>
      <div className="actions run-outcome__next">
        {nextSteps(nextLevel, played, false).map((step, index) => {
          if (step.kind === 'recover') return null;
          const level = step.level ?? played;
          return (
            <button
              key={step.kind}
              type="button"
              className={index === 0 ? 'button button--primary' : 'button'}
              onClick={() => {
                onPlay(level);
              }}
            >
              {step.kind === 'level' ? t('play.outcome.nextLevel', { level }) : t('play.outcome.playAgain')}
            </button>
          );
        })}
      </div>
    </section>
  );
}
