import { afterAll } from 'vitest';
import type { Config } from '../config/config.ts';
import { loadConfig } from '../config/load-config.ts';
import { startServer, type RunningServer, type StartServerOptions } from '../start-server.ts';
import { checkContractStatuses } from './contract-statuses.ts';
import { TestClient } from './test-client.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestServer extends RunningServer {
  /** A new browser-like client with its own cookies. */
  client(): TestClient;
  /** Moves the server's clock (expiry tests); `now` starts at the real time. */
  advanceClock(milliseconds: number): void;
  /** Stops the server's clock where it is: from then on it moves only by `advanceClock` (tests of what lasts a second). */
  stopClock(): void;
}

/**
 * Starts the API on 127.0.0.1 (a free port) over a fresh database of the test project's kind
 * (PGlite in memory, or a new database in the run's PostgreSQL), and stops it after the file
 * (a test may stop it sooner: `close()` returns the same promise again). `options` may give the
 * database (wrapped, say) and a stream for the log lines.
 */
/** The streak pays nothing unless a test asks (src/streaks/ tests do), so other tests' balances are their runs' alone. */
const noStreakRewards = { STREAK_REWARD_FIRST: '0', STREAK_REWARD_STEP: '0' };

/** The configuration a test server starts with from `env` (what `startTestServer` uses before its overrides). */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ PORT: '0', LOG_LEVEL: 'silent', FILES_DIR: 'memory://', PUBLIC_ORIGIN: 'http://127.0.0.1:5173', RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_IDENTITY: '1000', JOB_WORKER: 'false', PUBLIC_CACHE_SECONDS: '0', SESSION_CACHE_MS: '0', PASSWORD_HASH_COST: String(testPasswordHashCost), ...noStreakRewards, ...env });
}

/**
 * scrypt at N = 2^10 (PASSWORD_HASH_COST, the lowest allowed) unless a test asks for more: nearly
 * every test makes accounts, and at the production cost (2^15, 32 MiB) a hash took seconds on
 * the loaded CI machine. What the cost does is tested in src/auth/ (password-hash*.test.ts).
 */
export const testPasswordHashCost = 10;

export async function startTestServer(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  options: Pick<StartServerOptions, 'db' | 'logStream'> = {},
): Promise<TestServer> {
  const config: Config = { ...testConfig(env), ...overrides };
  let offset = 0;
  let stoppedAt: number | null = null;
  let statuses: ReturnType<typeof checkContractStatuses> | undefined;
  const server = await startServer(config, {
    ...options,
    db: options.db ?? (await openTestDatabase()),
    now: () => new Date((stoppedAt ?? Date.now()) + offset),
    configure: (app) => {
      statuses = checkContractStatuses(app);
    },
  });
  // After the file's last test nothing should still be talking to it: a straggling connection (a
  // kept-alive one, an upload whose client stopped half-way) is cut so closing cannot wait on it.
  afterAll(async () => {
    server.app.server.closeAllConnections();
    await server.close();
    const unlisted = statuses?.failures() ?? [];
    if (unlisted.length > 0) throw new Error(`Statuses missing from the contract (packages/api-contract, a route's \`answers\`):\n${unlisted.join('\n')}`);
  });
  return {
    ...server,
    client: () => new TestClient(server.url, config.publicOrigin),
    advanceClock: (milliseconds) => {
      offset += milliseconds;
    },
    stopClock: () => {
      stoppedAt ??= Date.now();
    },
  };
}
