import type { Stamina } from '@site/api-contract';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/api.ts';

export type StaminaState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; stamina: Stamina };

/** The signed-in player's stamina (`GET /api/stamina`), asked for again with `refresh` and replaced by what a run's answer says. */
export function useStamina(enabled: boolean): { state: StaminaState; refresh: () => void; set: (stamina: Stamina) => void } {
  const [state, setState] = useState<StaminaState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    api.call('getStamina').then(
      (stamina) => {
        if (current) setState({ status: 'ready', stamina });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, attempt]);
  const refresh = useCallback(() => {
    setAttempt((value) => value + 1);
  }, []);
  const set = useCallback((stamina: Stamina) => {
    setState({ status: 'ready', stamina });
  }, []);
  return { state, refresh, set };
}
