import type { GameRewardTable, SiteAchievementKey, UnlockedAchievements } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import type { RunClaim } from '../games/reward-table.ts';
import { periodAt } from '../leaderboards/leaderboard-periods.ts';
import { countAhead, findScore } from '../leaderboards/leaderboard-store.ts';
import { runScores } from '../runs/counted-run.ts';
import { countFinishedRuns, countFinishedRunsOfGame, highestCompletedLevel } from '../runs/run-totals.ts';
import { readRunAchievementState, unlockForAccount } from './achievement-store.ts';
import { kindsOf, meets, type GameFacts } from './game-achievement-rules.ts';

/** A run the server is accepting, as its finish knows it (before the run itself is marked finished). */
export interface AcceptedRunFacts {
  runId: string;
  accountId: string;
  gameId: string;
  claim: RunClaim;
  table: GameRewardTable;
  now: Date;
}

const threeStars = (table: GameRewardTable, claim: RunClaim): boolean =>
  table.kind === 'levels' && claim.completed && claim.level !== undefined && claim.score >= (table.levels[claim.level - 1]?.maxScore ?? Number.POSITIVE_INFINITY);

/**
 * The player's rank on the run's all-time board with this run counted (its score is written with
 * the commit, after this); none while they have no place there (a score of 0 is on no board).
 */
async function rankWithRun(db: Queryable, run: AcceptedRunFacts): Promise<number | undefined> {
  const board = { gameId: run.gameId, level: run.claim.level ?? 0 };
  const period = periodAt('all', run.now);
  const kept = await findScore(db, board, period, run.accountId);
  const row = kept && kept.score >= BigInt(run.claim.score) ? kept : runScores(run.claim) ? { account_id: run.accountId, score: BigInt(run.claim.score), reached_at: run.now } : null;
  return row === null ? undefined : (await countAhead(db, board, period, row)) + 1;
}

/** The facts the pending achievements need, each read once and only when needed. */
async function factsFor(db: Queryable, run: AcceptedRunFacts, kinds: ReadonlySet<string>): Promise<GameFacts> {
  const facts: GameFacts = { runScore: run.claim.score };
  // The run is marked finished after this: it is counted here.
  if (kinds.has('runs')) facts.runs = (await countFinishedRunsOfGame(db, run.accountId, run.gameId)) + 1;
  if (kinds.has('level')) facts.level = await highestCompletedLevel(db, run.accountId, run.gameId);
  if (kinds.has('rank')) {
    const rank = await rankWithRun(db, run);
    if (rank !== undefined) facts.rank = rank;
  }
  return facts;
}

/** The site achievements a run may unlock that the account has not, and whether this run does. */
async function siteUnlocksOf(db: Queryable, run: AcceptedRunFacts, unlocked: ReadonlyMap<string, unknown>): Promise<SiteAchievementKey[]> {
  const keys: SiteAchievementKey[] = [];
  if (!unlocked.has('first_run')) keys.push('first_run');
  if (!unlocked.has('first_three_stars') && threeStars(run.table, run.claim)) keys.push('first_three_stars');
  if (!unlocked.has('runs_50') || !unlocked.has('games_5')) {
    const totals = await countFinishedRuns(db, run.accountId, run.gameId);
    if (!unlocked.has('runs_50') && totals.runs + 1 >= 50) keys.push('runs_50');
    if (!unlocked.has('games_5') && totals.games >= 5) keys.push('games_5');
  }
  return keys;
}

/**
 * The achievements of an accepted run that counts (docs/api/achievements.md; a level given up, or
 * a run given up at 0, unlocks nothing: runs/counted-run.ts), called once by the
 * run's finish inside its transaction, after the run's level and score are recorded: the site's
 * run achievements and the game's achievements in use that the run's facts meet, each unlocked
 * once ever per player (`achievement_unlocks`' unique keys: a retry or a race unlocks once).
 * Returns what this finish unlocked, for the finish's answer and so for the game (SDK v2's
 * `achievementUnlocked`): the game's own, and the site's (the streak's, unlocked by this run's
 * streak day earlier in the same finish, included). Achievements pay nothing (no ledger transfer).
 */
export async function unlockRunAchievements(tx: Queryable, run: AcceptedRunFacts): Promise<UnlockedAchievements> {
  // The site's unlocks and the game's locked ones in one read.
  const { siteUnlocked, lockedInUse: pending } = await readRunAchievementState(tx, run.gameId, run.accountId);
  const siteKeys = await siteUnlocksOf(tx, run, siteUnlocked);
  const facts = pending.length > 0 ? await factsFor(tx, run, kindsOf(pending)) : null;
  const met = facts === null ? [] : pending.filter((achievement) => meets(achievement, facts));
  // The site's and the game's in one statement.
  const unlocked = await unlockForAccount(tx, run.accountId, { siteKeys, gameIds: met.map((achievement) => achievement.id) }, run.runId, run.now);
  const unlockedIds = new Set(unlocked.gameIds);
  const game: UnlockedAchievements['game'] = met.filter((achievement) => unlockedIds.has(achievement.id));
  const byThisRun = [...siteUnlocked].filter(([, unlock]) => unlock.runId === run.runId).map(([key]) => key as SiteAchievementKey);
  return { site: [...byThisRun, ...siteKeys], game };
}
