import type { LeaderboardEntry } from '@site/api-contract';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { createSession } from '../sessions/sessions.ts';
import { createTestAccount } from './ledger-test-helpers.ts';
import { finish, startedRun } from './run-test-helpers.ts';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

export interface Player {
  accountId: string;
  name: string;
  client: TestClient;
}

/** A signed-in account called `name` (tests only). */
export async function namedPlayer(server: TestServer, name: string): Promise<Player> {
  const accountId = await createTestAccount(server.ctx.db, name);
  const { token } = await createSession(server.ctx.db, { accountId, userAgent: 'test', ttlDays: 30, now: server.ctx.now() });
  const client = server.client();
  client.cookies.set(SESSION_COOKIE, token);
  return { accountId, name, client };
}

/** Starts and finishes a run over HTTP; fails the test unless the finish is accepted. */
export async function playRun(player: Player, game: string, claim: { score: number; level?: number; completed?: boolean }): Promise<void> {
  const runId = await startedRun(player.client, game);
  await finish(player.client, runId, { completed: true, ...claim });
}

/** A board's rows as `rank name score` lines, easy to compare. */
export const rowsOf = (entries: readonly LeaderboardEntry[]): string[] => entries.map((entry) => `${entry.rank} ${entry.displayName} ${entry.score}${entry.you ? ' (you)' : ''}`);
