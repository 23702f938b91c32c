import { maxGameAchievements, thresholdReachOf, type GameAchievement, type GameAchievementKind, type AchievementText, type ResponseOf, type ThresholdReach } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { listGameDescriptions } from '../games/game-descriptions-store.ts';
import { findGameOwner, newestStandingRewardTable } from '../games/game-store.ts';
import { declarationOf } from '../games/reward-table.ts';
import { readRunBounds } from '../runs/run-bounds-store.ts';
import { countPlayersOfGame } from '../runs/run-totals.ts';
import { requireOwner } from '../submissions/store-version.ts';
import { countInUse, countUnlocksByAchievement, findGameAchievement, insertGameAchievement, listGameAchievements, updateGameAchievement } from './achievement-store.ts';
import { checkedAchievementTexts } from './checked-achievement-texts.ts';
import { thresholdBeyondReach } from './table-reach.ts';

/** The owner's game, locked (two edits of its achievements at once take turns), with its descriptions. */
async function lockOwnedGame(tx: Queryable, owner: string, gameId: string) {
  requireOwner(gameId, await findGameOwner(tx, gameId, { forUpdate: true }), owner);
  return (await listGameDescriptions(tx, [gameId])).get(gameId) ?? [];
}

/**
 * What a run of the game can reach by its newest version that is not rejected (what its runs are
 * paid by, or will be once published), its top score lowered by the game's plausibility bounds
 * (a run above their highest score is held: it unlocks nothing); null for a game without a version.
 */
async function latestReach(db: Queryable, gameId: string): Promise<ThresholdReach> {
  const table = await newestStandingRewardTable(db, gameId);
  return table === null ? null : thresholdReachOf(declarationOf(table), await readRunBounds(db, gameId));
}

/**
 * A threshold a run of the game can meet, by its newest version's table and its plausibility
 * bounds: a `level` achievement needs a game with levels and a level it has, a `score` one at most
 * the top score a run can make and still count.
 */
async function checkThreshold(tx: Queryable, gameId: string, kind: GameAchievementKind, threshold: number): Promise<void> {
  if (kind !== 'level' && kind !== 'score') return;
  const reach = await latestReach(tx, gameId);
  if (reach === null) return;
  if (kind === 'level' && reach.levels === null) throw new ApiError('validation_failed', 'body.kind: level achievements are for games with levels; this game has none.', { field: 'body.kind' });
  const beyond = thresholdBeyondReach(kind, threshold, reach);
  if (beyond !== null) throw new ApiError('validation_failed', `body.threshold: ${beyond}`, { field: 'body.threshold' });
}

/** The owner defines an achievement of their game (docs/api/achievements.md). */
export function createGameAchievement(
  ctx: ServerContext,
  owner: string,
  gameId: string,
  body: { kind: GameAchievementKind; threshold: number; texts: AchievementText[]; position?: number | undefined },
): Promise<GameAchievement> {
  return ctx.db.transaction(async (tx) => {
    const texts = checkedAchievementTexts(body.texts, await lockOwnedGame(tx, owner, gameId));
    await checkThreshold(tx, gameId, body.kind, body.threshold);
    const inUse = await countInUse(tx, gameId);
    if (inUse >= maxGameAchievements) throw new ApiError('achievement_limit', `A game has at most ${maxGameAchievements} achievements in use; retire one first.`);
    return insertGameAchievement(tx, gameId, { kind: body.kind, threshold: body.threshold, texts, position: body.position ?? Math.min(1000, inUse + 1) }, ctx.now());
  });
}

/** The owner changes an achievement or retires it; unlocks already made stay. */
export function editGameAchievement(
  ctx: ServerContext,
  owner: string,
  gameId: string,
  id: string,
  body: { threshold?: number | undefined; texts?: AchievementText[] | undefined; position?: number | undefined; retired?: boolean | undefined },
): Promise<GameAchievement> {
  return ctx.db.transaction(async (tx) => {
    const descriptions = await lockOwnedGame(tx, owner, gameId);
    const current = await findGameAchievement(tx, gameId, id, { forUpdate: true });
    if (!current) throw new ApiError('not_found', `The game ${gameId} has no achievement ${id}.`, { field: 'params.achievement' });
    const texts = body.texts ? checkedAchievementTexts(body.texts, descriptions) : current.texts;
    const threshold = body.threshold ?? current.threshold;
    // Checked when it changes: an achievement kept from before the check (or a newer version's smaller table, or bounds lowered since) can still be renamed, retired or brought back; /my-games marks it out of reach.
    if (threshold !== current.threshold) await checkThreshold(tx, gameId, current.kind, threshold);
    const retired = body.retired ?? current.retired;
    if (current.retired && !retired && (await countInUse(tx, gameId)) >= maxGameAchievements) {
      throw new ApiError('achievement_limit', `A game has at most ${maxGameAchievements} achievements in use; retire one first.`);
    }
    return updateGameAchievement(tx, id, { threshold, texts, position: body.position ?? current.position, retired }, ctx.now());
  });
}

/** The owner's achievements of their game with each one's unlock rate, and what a run of its newest version can reach (the thresholds it allows). */
export async function listMakerAchievements(ctx: ServerContext, owner: string, gameId: string): Promise<ResponseOf<'listMyGameAchievements'>> {
  requireOwner(gameId, await findGameOwner(ctx.db, gameId), owner);
  const [achievements, unlocks, players, reach] = await Promise.all([
    listGameAchievements(ctx.db, gameId, { inUseOnly: false }),
    countUnlocksByAchievement(ctx.db, gameId),
    countPlayersOfGame(ctx.db, gameId),
    latestReach(ctx.db, gameId),
  ]);
  return { achievements: achievements.map((achievement) => ({ ...achievement, unlockedBy: unlocks.get(achievement.id) ?? 0, players })), players, reach };
}
