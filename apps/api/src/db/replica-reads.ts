import type { Database, Queryable } from './database.ts';

/**
 * Errors that say the replica cannot answer at all (refused, gone, shutting down, still starting,
 * a pool that could not connect in time), not that the query was wrong: only these fall back.
 */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const unreachableMessages = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function replicaUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && unreachableCodes.has(code)) || unreachableMessages.test(error.message);
}

/**
 * The public lists' reads (docs/api/public-reads.md): on the replica, and on
 * the primary while the replica cannot be reached, so a replica stopped or restarting costs the
 * primary some reads and the visitor nothing. `onFallback` is told each time (the server logs it).
 */
export function replicaWithFallback(replica: Database, primary: Queryable, onFallback: (error: Error) => void = () => undefined): Database {
  const withFallback = async <Result>(onReplica: () => Promise<Result>, onPrimary: () => Promise<Result>): Promise<Result> => {
    try {
      return await onReplica();
    } catch (error) {
      if (!replicaUnreachable(error)) throw error;
      onFallback(error as Error);
      return onPrimary();
    }
  };
  return {
    kind: replica.kind,
    jobQueueDriver: replica.jobQueueDriver,
    query: <Row>(sql: string, params?: readonly unknown[]) =>
      withFallback(
        () => replica.query<Row>(sql, params),
        () => primary.query<Row>(sql, params),
      ),
    exec: (sql) =>
      withFallback(
        () => replica.exec(sql),
        () => primary.exec(sql),
      ),
    transaction: (work) => replica.transaction(work),
    close: () => replica.close(),
  };
}
