import { startServerProcess, type ServerProcess } from '@site/testing/server-process';
import { join } from 'node:path';
import { pgliteImageEnv } from './pglite-image.ts';
import { testClockOffsetMs } from './test-clock.ts';

/** apps/api's production build, made by `pnpm --filter @site/api build` (e2e/scripts/build-e2e.mjs runs it). */
export const gameServerEntry = join(import.meta.dirname, '..', '..', '..', 'api', 'dist', 'main.js');
/** Its admin command (`site-api-admin`), which reaches a server on an embedded database in a folder through that folder's admin socket. */
export const gameServerAdminEntry = join(import.meta.dirname, '..', '..', '..', 'api', 'dist', 'admin.js');

export type GameServer = ServerProcess;

/**
 * scrypt at N = 2^10 (PASSWORD_HASH_COST, the lowest the server takes) instead of production's
 * 2^15: nearly every test makes an account, and on the loaded CI machine a registration took 4 s,
 * a password change 11.5 s and a reset 16 s at 2^15, against a 7 s expect timeout. What the cost
 * changes is apps/api's to test (src/auth/password-hash*.test.ts).
 */
const cheapPasswordHashes = { PASSWORD_HASH_COST: '10' };

/**
 * The real game server (`node apps/api/dist/main.js`) in its own process on 127.0.0.1 (on `port`,
 * or a free one), configured by `env` alone, with its output in `logFile` (read it when a test
 * fails). Resolves once `/api/ready` says the database is migrated. The benchmarks use it too.
 * A server on PGlite starts from the run's migrated image when there is one (pglite-image.ts).
 * A server on an in-memory database runs on the run's clock. `entry`: another checkout's build
 * (the benchmarks' baseline, with its own Levels build).
 */
export function startGameServer(options: { port?: number; env: Record<string, string>; logFile?: string; entry?: string }): Promise<GameServer> {
  // On the run's clock (support/test-clock.ts); a server keeping its database on disk cannot be moved (docs/api/settings.md).
  const clock = options.env.DATA_DIR === 'memory://' ? { TEST_CLOCK_OFFSET_MS: String(testClockOffsetMs()) } : {};
  const image = options.env.DATABASE_URL ? {} : pgliteImageEnv();
  const env = { ...cheapPasswordHashes, ...image, ...clock, ...options.env };
  return startServerProcess({ ...options, env, entry: options.entry ?? gameServerEntry, missingEntryHint: 'run `pnpm --filter @site/api build` or node e2e/scripts/build-e2e.mjs.' });
}
