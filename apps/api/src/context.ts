import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { InFlightWork } from './in-flight-work.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What every domain's routes and queries are given: no globals, so tests build their own. */
export interface ServerContext {
  config: Config;
  db: Database;
  /** Where the public lists are read: a read replica (DATABASE_REPLICA_URL), else `db`. */
  publicReads?: Database;
  mailer: Mailer;
  /** Uploaded files: game bundles and thumbnails (src/storage/). */
  storage: FileStorage;
  /** Requests and background sends under way; shutdown waits for them. */
  inFlight: InFlightWork;
  /** The clock, replaceable in tests of expiry. */
  now: () => Date;
}
