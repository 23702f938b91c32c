import type { Database, Queryable } from '../db/database.ts';

/** A database that counts what it sends, BEGIN and COMMIT of a transaction included. */
export interface CountingDatabase extends Database {
  /** Statements sent: a query, a script, BEGIN, COMMIT, a statement sent with COMMIT. */
  readonly statements: number;
  /** Messages the server answers one after the other: a statement sent with COMMIT shares COMMIT's. */
  readonly roundTrips: number;
}

/** Wraps `db` so that each statement it sends is counted. */
export function countingDatabase(db: Database): CountingDatabase {
  let statements = 0;
  let roundTrips = 0;
  const sent = (count: number, trips: number): void => {
    statements += count;
    roundTrips += trips;
  };
  const counted = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      sent(1, 1);
      return target.query(sql, params);
    },
    exec: (sql) => {
      sent(1, 1);
      return target.exec(sql);
    },
    ...(target.withCommit
      ? {
          withCommit: (last) =>
            target.withCommit?.(() => {
              const statement = last();
              if (statement) sent(1, 0);
              return statement;
            }),
        }
      : {}),
  });
  return {
    ...counted(db),
    kind: db.kind,
    get statements() {
      return statements;
    },
    get roundTrips() {
      return roundTrips;
    },
    transaction: (work) => {
      sent(2, 2);
      return db.transaction((tx) => work(counted(tx)));
    },
    close: () => db.close(),
    jobQueueDriver: db.jobQueueDriver,
  };
}
