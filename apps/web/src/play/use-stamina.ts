import type { Stamina } from '@site/api-contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiQuery, useApiQuery } from '../api/api-query.ts';
import { queryClient } from '../api/query-client.ts';

/** The signed-in player's stamina (`GET /api/stamina`), asked for again with `refetch` and replaced by what a run's answer says. */
export function useStamina(enabled: boolean): { query: UseQueryResult<Stamina>; set: (stamina: Stamina) => void } {
  const query = useApiQuery('getStamina', [], { enabled });
  const set = useCallback((stamina: Stamina) => {
    queryClient.setQueryData(apiQuery('getStamina').queryKey, stamina);
  }, []);
  return { query, set };
}
