import { inspectionLimits } from '@site/api-contract';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { StageTestMode } from '../play/game-stage.tsx';
import { describeRequest } from './describe-request.ts';
import { emptyObservation, observe, type PlaygroundObservation } from './playground-checks.ts';
import type { SandboxCallbacks } from './playground-sandbox.ts';

type Action = { kind: 'restart' } | Parameters<typeof observe>[1];

const reduce = (seen: PlaygroundObservation, action: Action): PlaygroundObservation => (action.kind === 'restart' ? emptyObservation : observe(seen, action));

/**
 * One play in the playground: what the game did since Play (the check model), the stage's test
 * mode that feeds it, and the inspector's wait for ready. `playing` starts a fresh observation.
 */
export function usePlaygroundRun(playing: boolean, sandbox: SandboxCallbacks | null): { seen: PlaygroundObservation; testMode: StageTestMode | undefined } {
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

  return { seen, testMode };
}
