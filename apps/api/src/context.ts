import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every domain's routes and queries are given: no globals, so tests build their own. */
export interface ServerContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** The clock, replaceable in tests of expiry. */
  now: () => Date;
}
