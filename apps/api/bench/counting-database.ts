import type { Database, Queryable } from '../src/db/database.ts';

/** A database that counts every statement it sends, BEGIN and COMMIT of a transaction included. */
export interface CountingDatabase extends Database {
  readonly statements: number;
}

/** Wraps `db` so that each statement sent (a query, a script, a transaction's BEGIN and COMMIT) adds one to `statements`. */
export function countingDatabase(db: Database): CountingDatabase {
  let statements = 0;
  const counted = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      statements += 1;
      return target.query(sql, params);
    },
    exec: (sql) => {
      statements += 1;
      return target.exec(sql);
    },
    ...(target.beforeCommit ? { beforeCommit: (work: () => Promise<void>) => target.beforeCommit?.(work) } : {}),
  });
  return {
    ...counted(db),
    kind: db.kind,
    get statements() {
      return statements;
    },
    transaction: (work) => {
      statements += 2;
      return db.transaction((tx) => work(counted(tx)));
    },
    close: () => db.close(),
    jobQueueDriver: db.jobQueueDriver,
  };
}
