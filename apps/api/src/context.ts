import { readFileSync } from 'node:fs';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { InFlightWork } from './in-flight-work.ts';
import type { ShutdownDrain } from './shutdown-drain.ts';
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
  /** A listening server's drain on SIGTERM (src/shutdown-drain.ts); unset: it never drains. */
  shutdown?: ShutdownDrain;
  /**
   * The product's clock: the days it counts (streaks, daily limits, leaderboard periods, the
   * ledger's day), the instants it stores and shows, its own tokens' expiries. Replaceable in tests
   * of expiry; an end-to-end run moves it to the day it plays on (TEST_CLOCK_OFFSET_MS).
   */
  now: () => Date;
  /**
   * Real time, for the times other parties stamp with their own clocks: identity providers'
   * tokens, Telegram's auth_date, a TON wallet's proof, an authenticator app's code, the App
   * Store's certificates. Unset: `now` (only a moved test clock sets them apart; see stampTime).
   */
  realNow?: () => Date;
}

/** The clocks of a server process (main.ts, worker.ts): real time, moved by TEST_CLOCK_OFFSET_MS for the product only. */
export function serverClocks(config: Pick<Config, 'testClockOffsetMs' | 'testClockFile'>): Pick<ServerContext, 'now' | 'realNow'> {
  const offset = config.testClockOffsetMs;
  const file = config.testClockFile;
  if (file !== null) return { now: () => new Date(Date.now() + offset + movedBy(file)), realNow: () => new Date() };
  return { now: () => new Date(Date.now() + offset), realNow: () => new Date() };
}

/** The milliseconds a test wrote to its clock file; 0 while it has written none. */
function movedBy(file: string): number {
  try {
    const moved = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(moved) ? moved : 0;
  } catch {
    return 0;
  }
}

/** The instant to check another party's time stamp against (ServerContext.realNow). */
export const stampTime = (ctx: Pick<ServerContext, 'now' | 'realNow'>): Date => (ctx.realNow ?? ctx.now)();
