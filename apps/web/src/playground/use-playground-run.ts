import { inspectionLimits } from '@site/api-contract';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { StageTestMode } from '../play/game-stage.tsx';
import { describeRequest } from './describe-request.ts';
import { emptyObservation, observe, type PlaygroundObservation } from './playground-checks.ts';
import { PlaygroundClaimRefusal, type SandboxCallbacks } from './playground-sandbox.ts';

type Action = { kind: 'restart' } | Parameters<typeof observe>[1];

const reduce = (seen: PlaygroundObservation, action: Action): PlaygroundObservation => (action.kind === 'restart' ? emptyObservation : observe(seen, action));

/** A finish the sandbox accepted in this play, as the game claimed it; `count` tells one from the next. */
export interface AcceptedFinish {
  /** The play it was accepted in (`usePlaygroundRun`'s `play`). */
  play: number;
  count: number;
  level: number | null;
  completed: boolean;
}

/**
 * One play in the playground: what the game did since Play (the check model), the stage's test
 * mode and runs that feed it (a finish the sandbox refuses by the maker's declaration is told to
 * the checks), the inspector's wait for ready, and the last finish the sandbox accepted (what the
 * stage's next step is offered from). `play` numbers the plays (null: none now): each one, the
 * page's Play or the stage's next step, starts a fresh observation.
 */
export function usePlaygroundRun(
  play: number | null,
  sandbox: SandboxCallbacks | null,
): { seen: PlaygroundObservation; testMode: StageTestMode | undefined; runs: Pick<SandboxCallbacks, 'onStartRun' | 'onFinishRun'> | undefined; accepted: AcceptedFinish | null } {
  const [seen, dispatch] = useReducer(reduce, emptyObservation);
  const [accepted, setAccepted] = useState<AcceptedFinish | null>(null);
  const playRef = useRef(play);
  const startedAt = useRef(0);
  const since = useCallback(() => performance.now() - startedAt.current, []);

  useEffect(() => {
    playRef.current = play;
    if (play === null) return;
    startedAt.current = performance.now();
    dispatch({ kind: 'restart' });
    const wait = setTimeout(() => {
      dispatch({ kind: 'ready_wait_over' });
    }, inspectionLimits.readyTimeoutMs);
    return () => {
      clearTimeout(wait);
    };
  }, [play]);

  const testMode = useMemo((): StageTestMode | undefined => {
    if (!sandbox) return undefined;
    const { onLoad, onSave, onGetLeaderboard, onGetAchievements } = sandbox;
    return {
      onLoad,
      onSave,
      onGetLeaderboard,
      onGetAchievements,
      onRequest: (request) => {
        dispatch({ kind: 'request', atMs: since(), type: request.type, detail: describeRequest(request) });
      },
      onDiagnostic: (diagnostic) => {
        dispatch({ kind: 'diagnostic', atMs: since(), diagnostic });
      },
    };
  }, [sandbox, since]);

  const runs = useMemo((): Pick<SandboxCallbacks, 'onStartRun' | 'onFinishRun'> | undefined => {
    if (!sandbox) return undefined;
    const { onStartRun, onFinishRun } = sandbox;
    return {
      onStartRun,
      onFinishRun: async (claim) => {
        try {
          const result = await onFinishRun(claim);
          const inPlay = playRef.current;
          if (inPlay !== null) setAccepted((last) => ({ play: inPlay, count: last?.play === inPlay ? last.count + 1 : 1, level: claim.level ?? null, completed: claim.completed }));
          return result;
        } catch (error) {
          if (error instanceof PlaygroundClaimRefusal) dispatch({ kind: 'refused', atMs: since(), refusal: error.refusal });
          throw error;
        }
      },
    };
  }, [sandbox, since]);

  // What an earlier play finished is no step of this one.
  return { seen, testMode, runs, accepted: accepted !== null && accepted.play === play ? accepted : null };
}
