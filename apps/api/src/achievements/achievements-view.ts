import type { GameAchievement, PlayerGameAchievement, ResponseOf, SiteAchievement } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { findPlayableGame, requirePlayableGame, summarisePlayableGames } from '../games/game-store.ts';
import { bestRunScore, countFinishedRuns, countFinishedRunsOfGame, highestCompletedLevel } from '../runs/run-totals.ts';
import { readStreak } from '../streaks/streak-store.ts';
import { listGameAchievements, listGameUnlocks, listSiteUnlocks, listUnlockedGameAchievements } from './achievement-store.ts';
import { siteAchievements } from './site-achievements.ts';

/** Game achievements a player's page lists at most. */
const maxListedGameAchievements = 500;

const progressOf = (current: number, target: number | null): SiteAchievement['progress'] => (target === null ? null : { current: Math.min(current, target), target });

/** Games published now: no game is ever unpublished, so an achievement counting more different games than this waits for the site, not the player. */
const countPublishedGames = async (db: Queryable): Promise<number> => (await summarisePlayableGames(db, { played: [], scored: [] })).games;

/** Every site achievement for the account: unlocked with when, or locked with its progress where the server counts it, and why it waits while it cannot be unlocked yet. */
async function siteView(db: Queryable, accountId: string): Promise<SiteAchievement[]> {
  const [unlocked, totals, streak, published] = await Promise.all([listSiteUnlocks(db, accountId), countFinishedRuns(db, accountId), readStreak(db, accountId), countPublishedGames(db)]);
  const counted: Partial<Record<SiteAchievement['key'], number>> = { runs_50: totals.runs, games_5: totals.games, streak_7: streak?.bestDays ?? 0, streak_30: streak?.bestDays ?? 0 };
  return siteAchievements.map(({ key, target }) => {
    const at = unlocked.get(key)?.at;
    const waiting = !at && key === 'games_5' && target !== null && published < target ? { reason: 'published_games' as const, published, needed: target } : null;
    return { key, unlockedAt: at?.toISOString() ?? null, progress: at ? null : progressOf(counted[key] ?? 0, target), waiting };
  });
}

/** `GET /api/achievements`: the site's achievements and the game achievements the account unlocked. */
export async function myAchievementsView(ctx: ServerContext, accountId: string): Promise<ResponseOf<'getMyAchievements'>> {
  const [site, unlockedGames] = await Promise.all([siteView(ctx.db, accountId), listUnlockedGameAchievements(ctx.db, accountId, maxListedGameAchievements)]);
  const titles = new Map<string, string>();
  for (const gameId of new Set(unlockedGames.map((achievement) => achievement.gameId))) titles.set(gameId, (await findPlayableGame(ctx.db, gameId))?.view.title ?? gameId);
  return {
    site,
    games: unlockedGames.map(({ unlockedAt, ...achievement }) => ({ gameTitle: titles.get(achievement.gameId) ?? achievement.gameId, achievement: { ...achievement, unlockedAt: unlockedAt.toISOString(), progress: null } })),
  };
}

/** The player's progress towards each locked achievement where a count shows it (a rank has none). */
async function progressByKind(db: Queryable, accountId: string, gameId: string, locked: readonly GameAchievement[]): Promise<Partial<Record<GameAchievement['kind'], number>>> {
  const kinds = new Set(locked.map((achievement) => achievement.kind));
  return {
    ...(kinds.has('score') ? { score: (await bestRunScore(db, accountId, gameId)) ?? 0 } : {}),
    ...(kinds.has('runs') ? { runs: await countFinishedRunsOfGame(db, accountId, gameId) } : {}),
    ...(kinds.has('level') ? { level: await highestCompletedLevel(db, accountId, gameId) } : {}),
  };
}

/** `GET /api/games/:game/achievements`: the game's achievements, with the signed-in player's unlocks and progress. */
export async function gameAchievementsView(ctx: ServerContext, gameId: string, accountId: string | null): Promise<PlayerGameAchievement[]> {
  await requirePlayableGame(ctx.db, gameId);
  const all = await listGameAchievements(ctx.db, gameId, { inUseOnly: false });
  const unlocks = accountId === null ? new Map<string, Date>() : await listGameUnlocks(ctx.db, accountId, gameId);
  const shown = all.filter((achievement) => !achievement.retired || unlocks.has(achievement.id));
  const locked = shown.filter((achievement) => !unlocks.has(achievement.id));
  const progress = accountId === null ? {} : await progressByKind(ctx.db, accountId, gameId, locked);
  return shown.map((achievement) => {
    const at = unlocks.get(achievement.id);
    const current = progress[achievement.kind];
    return { ...achievement, unlockedAt: at?.toISOString() ?? null, progress: at || current === undefined ? null : progressOf(current, achievement.threshold) };
  });
}
