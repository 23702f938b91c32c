import { startServerProcess, type ServerProcess } from '@site/testing/server-process';
import { join } from 'node:path';
import { testClockOffsetMs } from './test-clock.ts';

/** apps/api's production build, made by `pnpm --filter @site/api build` (e2e/scripts/build-e2e.mjs runs it). */
export const gameServerEntry = join(import.meta.dirname, '..', '..', '..', 'api', 'dist', 'main.js');
/** Its admin command (`site-api-admin`), which reaches a server on an embedded database in a folder through that folder's admin socket. */
export const gameServerAdminEntry = join(import.meta.dirname, '..', '..', '..', 'api', 'dist', 'admin.js');

export type GameServer = ServerProcess;

/**
 * The real game server (`node apps/api/dist/main.js`) in its own process on 127.0.0.1 (on `port`,
 * or a free one), configured by `env` alone, with its output in `logFile` (read it when a test
 * fails). Resolves once `/api/ready` says the database is migrated. The benchmarks use it too.
 * A server on an in-memory database runs on the run's clock.
 */
export function startGameServer(options: { port?: number; env: Record<string, string>; logFile?: string }): Promise<GameServer> {
  // On the run's clock (support/test-clock.ts); a server keeping its database on disk cannot be moved (apps/api/README.md).
  const env = options.env.DATA_DIR === 'memory://' ? { TEST_CLOCK_OFFSET_MS: String(testClockOffsetMs()), ...options.env } : options.env;
  return startServerProcess({ ...options, env, entry: gameServerEntry, missingEntryHint: 'run `pnpm --filter @site/api build` or node e2e/scripts/build-e2e.mjs.' });
}
