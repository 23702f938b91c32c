import type { ResponseOf } from '@site/api-contract';
import { levels, movesScoring } from '@site/levels-rules';
import type { Queryable } from '../db/database.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/** Starts a run of `game` and returns its id (tests only); fails the test on any refusal. */
export async function startedRun(client: TestClient, game = 'levels'): Promise<string> {
  const { run } = await client.api.call('startRun', { params: { game } });
  return run.id;
}

/**
 * Moves that make an honest Levels run of the claim (a level given up: none; a completed level:
 * moves scoring `score`), or undefined when no run of Levels makes it (the server then refuses it).
 */
export function levelsMovesFor(claim: { score: number; level?: number; completed: boolean }): string[] | undefined {
  const level = claim.level === undefined ? undefined : levels[claim.level - 1];
  if (!level) return undefined;
  if (!claim.completed) return claim.score === 0 ? [] : undefined;
  return movesScoring(level, claim.score) ?? undefined;
}

/**
 * Finishes a run with `body` (tests only), through the typed client: a refusal rejects with its
 * `ApiError`. A claim with a level and without moves is sent with the moves of an honest Levels
 * run of it, when there is one (the server replays Levels runs; other games ignore the moves).
 */
export function finish(client: TestClient, runId: string, body: { score: number; level?: number; completed: boolean; moves?: string[] }): Promise<ResponseOf<'finishRun'>> {
  const moves = body.moves ?? levelsMovesFor(body);
  return client.api.call('finishRun', { params: { run: runId }, body: moves === undefined ? body : { ...body, moves } });
}

/** Moves the server's clock past the minimum run time. */
export function pastMinimumRunTime(server: TestServer): void {
  server.advanceClock(server.ctx.config.runs.minSeconds * 1000 + 1);
}

/**
 * Everything a player's finish could reach besides the run itself (tests only): the coins, the
 * boards, the league, the day's quests and streak, the achievements and the level progress. A
 * refused or held finish leaves it as it was.
 */
export async function whatFinishesReached(db: Queryable, accountId: string) {
  const rows = (sql: string) => db.query(sql, [accountId]);
  return {
    balances: await userBalances(db, accountId),
    boards: await rows('SELECT * FROM leaderboard_scores WHERE account_id = $1'),
    league: await rows('SELECT * FROM league_members WHERE account_id = $1'),
    quests: await rows('SELECT * FROM daily_quests WHERE account_id = $1'),
    streak: await rows('SELECT * FROM daily_streaks WHERE account_id = $1'),
    achievements: await rows('SELECT * FROM achievement_unlocks WHERE account_id = $1'),
    progress: await rows('SELECT * FROM level_progress WHERE account_id = $1'),
  };
}
