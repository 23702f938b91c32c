import type { Invites } from '@site/api-contract';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/api.ts';

export type InvitesState = { status: 'loading' } | { status: 'ready'; invites: Invites } | { status: 'error'; error: unknown };

/** The signed-in account's invites (`GET /api/invites`), with a way to ask again. */
export function useInvites(accountId: string): { state: InvitesState; reload: () => void } {
  const [state, setState] = useState<InvitesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api.call('getInvites').then(
      (invites) => {
        if (current) setState({ status: 'ready', invites });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [accountId, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload };
}
