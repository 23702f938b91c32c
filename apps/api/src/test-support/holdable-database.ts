import type { Database, Queryable } from '../db/database.ts';

export interface HeldQuery {
  /** Resolves once a matching query has been reached; it waits there until `release()`. */
  reached: Promise<void>;
  release(): void;
}

export interface HoldableDatabase {
  db: Database;
  /** Holds the next query whose SQL matches: a slow step exactly where a test wants one, with no timers. */
  holdNext(match: (sql: string) => boolean): HeldQuery;
}

interface Hold {
  match: (sql: string) => boolean;
  reach: () => void;
  released: Promise<void>;
}

/** `inner`, with queries that a test can hold back one at a time. */
export function holdableDatabase(inner: Database): HoldableDatabase {
  const holds: Hold[] = [];
  const waitIfHeld = async (sql: string): Promise<void> => {
    const index = holds.findIndex((hold) => hold.match(sql));
    if (index < 0) return;
    const [hold] = holds.splice(index, 1);
    if (!hold) return;
    hold.reach();
    await hold.released;
  };
  const holding = (target: Queryable): Queryable => ({
    query: async <Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> => {
      await waitIfHeld(sql);
      return target.query<Row>(sql, params);
    },
    exec: (sql) => target.exec(sql),
  });

  const db: Database = {
    ...holding(inner),
    kind: inner.kind,
    transaction: (work) => inner.transaction((tx) => work(holding(tx))),
    close: () => inner.close(),
    jobQueueDriver: inner.jobQueueDriver,
  };
  return {
    db,
    holdNext(match) {
      let reach = (): void => undefined;
      let release = (): void => undefined;
      const reached = new Promise<void>((resolve) => {
        reach = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ match, reach, released });
      return { reached, release };
    },
  };
}
