/** Anything that runs SQL: the database itself or one transaction. Parameters are `$1`, `$2`, …. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * In a transaction of a real PostgreSQL only: the statement `last` builds when the work is
   * done is sent in ONE message with COMMIT (in the order given), so the rows it writes are held
   * for the commit alone, with no round trip between: for rows every transaction writes. Its
   * parameters are written into its text as quoted literals (strings, numbers, bigints, null,
   * and arrays of them), so it casts each one. An error it raises rolls the transaction back;
   * `explain` may turn it into the error the caller throws.
   */
  withCommit?(last: () => CommitStatement | null): void;
}

/** A statement sent together with COMMIT (`Queryable.withCommit`). */
export interface CommitStatement {
  sql: string;
  params: readonly CommitParameter[];
  explain?(error: unknown): Error | undefined;
}

export type CommitParameter = string | number | bigint | null | readonly (string | number | bigint | null)[];

/**
 * The one data layer (docs/decisions/001-raw-sql-over-an-orm.md, 003-pglite-by-default.md): PostgreSQL's SQL on the embedded PGlite or a real PostgreSQL.
 * Both return `int8` as bigint, `timestamptz` as Date and `numeric` as string.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The job queue's way in (src/jobs/): PGlite's one connection, or PostgreSQL's pool. */
  readonly jobQueueDriver: JobQueueDriver;
}

/** pg-boss's `db` option: one statement with `$n` parameters, or a script of several without. */
export interface JobQueueDriver {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
