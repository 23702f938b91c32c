import { inspectionLimits } from '@site/api-contract';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { StageTestMode } from '../play/game-stage.tsx';
import { describeRequest } from './describe-request.ts';
import { emptyObservation, observe, type PlaygroundObservation } from './playground-checks.ts';
import { PlaygroundClaimRefusal, type SandboxCallbacks } from './playground-sandbox.ts';

type Action = { kind: 'restart' } | Parameters<typeof observe>[1];

const reduce = (seen: PlaygroundObservation, action: Action): PlaygroundObservation => (action.kind === 'restart' ? emptyObservation : observe(seen, action));

/**
 * One play in the playground: what the game did since Play (the check model), the stage's test
 * mode and runs that feed it (a finish the sandbox refuses by the maker's declaration is told to
 * the checks), and the inspector's wait for ready. `playing` starts a fresh observation.
 */
export function usePlaygroundRun(
  playing: boolean,
  sandbox: SandboxCallbacks | null,
): { seen: PlaygroundObservation; testMode: StageTestMode | undefined; runs: Pick<SandboxCallbacks, 'onStartRun' | 'onFinishRun'> | undefined } {
  const [seen, dispatch] = useReducer(reduce, emptyObservation);
  const startedAt = useRef(0);
  const since = useCallback(() => performance.now() - startedAt.current, []);

  useEffect(() => {
    if (!playing) return;
    startedAt.current = performance.now();
    dispatch({ kind: 'restart' });
    const wait = setTimeout(() => {
      dispatch({ kind: 'ready_wait_over' });
    }, inspectionLimits.readyTimeoutMs);
    return () => {
      clearTimeout(wait);
    };
  }, [playing]);

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
          return await onFinishRun(claim);
        } catch (error) {
          if (error instanceof PlaygroundClaimRefusal) dispatch({ kind: 'refused', atMs: since(), refusal: error.refusal });
          throw error;
        }
      },
    };
  }, [sandbox, since]);

  return { seen, testMode, runs };
}
