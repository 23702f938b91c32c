import type { Stamina } from '@site/api-contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import StaminaShort from './stamina-short.tsx';

/** One way on from a run's result: the game at a level, the game again at the level just played (none for a game without levels), or the way to recover stamina. */
export type NextStep = { kind: 'level'; level: number } | { kind: 'again'; level: number | null } | { kind: 'recover' };

/**
 * The steps the result offers, the primary first. Play again opens the game at the level just
 * played (`playedLevel`, which the player may have picked in the game itself), so a next level
 * that is that level (a level given up or lost, a level not completed) is offered once, by its
 * number. With too little stamina for a run (`short`), recovering it comes first, and one Play
 * stays, waiting, beside it.
 */
export function nextSteps(nextLevel: number | null, playedLevel: number | null, short: boolean): NextStep[] {
  const again: NextStep = { kind: 'again', level: playedLevel };
  const plays: NextStep[] = nextLevel === null ? [again] : nextLevel === playedLevel ? [{ kind: 'level', level: nextLevel }] : [{ kind: 'level', level: nextLevel }, again];
  return short ? [{ kind: 'recover' }, ...plays.slice(0, 1)] : plays;
}

/**
 * The next step after a run, on the stage: the next level (a game with levels, as the server
 * opened it) and Play again. The site's, not the game's (packages/game-sdk README "One result per
 * run"): each opens the game afresh, at that level. When the stamina the finish left is less than
 * a run costs (`cost`), the way to recover it comes first, Play waits, and the sheet says why and
 * until when (stamina-short.tsx).
 */
export function StageNextStep({
  nextLevel,
  playedLevel,
  stamina,
  cost,
  onPlay,
}: {
  nextLevel: number | null;
  /** The level just played, which Play again opens again (null for a game without levels). */
  playedLevel: number | null;
  /** The stamina the finish left. */
  stamina: Stamina;
  /** What a run costs, when known. */
  cost: number | null;
  /** The game afresh at `level` (null: as it was opened), the levels it may offer up to `open`. */
  onPlay: (level: number | null, open?: number | null) => void;
}): ReactNode {
  const { t } = useTranslation();
  const reasonId = useId();
  // When the finish was answered: the wait for stamina counts from here (stamina-wait.ts).
  const [answeredAt] = useState(() => Date.now());
  // Set once the wait is over: the server has refilled enough by its own arithmetic, no timer of its own.
  const [refilled, setRefilled] = useState(false);
  const short = cost !== null && stamina.value < cost && !refilled;
  const steps = nextSteps(nextLevel, playedLevel, short);
  return (
    <>
      <div className="actions run-outcome__next" data-testid="stage-next-step">
        {steps.map((step, index) => {
          if (step.kind === 'recover') {
            return (
              <Link key="recover" to="/recover-stamina" className="button button--primary">
                {t('titles.recoverStamina')}
              </Link>
            );
          }
          const level = step.kind === 'level' ? step.level : null;
          // Play again keeps what the levels offered reach: the server's next level, not the one played.
          const play = step.kind === 'level' ? () => { onPlay(step.level); } : () => { onPlay(step.level, nextLevel); };
          return (
            <button
              key={step.kind}
              type="button"
              className={index === 0 ? 'button button--primary' : 'button'}
              onClick={short ? undefined : play}
              aria-disabled={short || undefined}
              aria-describedby={short ? reasonId : undefined}
            >
              {level === null ? t('play.outcome.playAgain') : t('play.outcome.nextLevel', { level })}
            </button>
          );
        })}
      </div>
      {short && <StaminaShort id={reasonId} stamina={stamina} cost={cost} answeredAt={answeredAt} onBack={() => { setRefilled(true); }} />}
    </>
  );
}
