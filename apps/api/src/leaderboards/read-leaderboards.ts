import { leaderboardLimits, type LeaderboardEntry, type LeaderboardPeriod, type ResponseOf } from '@site/api-contract';
import { displayNamesOf, inviteFriendsOf } from '../accounts/display-names.ts';
import { countryOf } from '../accounts/player-country.ts';
import type { ServerContext } from '../context.ts';
import { findPlayableGame } from '../games/game-store.ts';
import { levelCountOf } from '../games/reward-table.ts';
import { boardOfRequest, type RequestedBoard } from './board-of-request.ts';
import { periodAt } from './leaderboard-periods.ts';
import { listBoardsOfPlayer, countAhead, listScoresAbove, listScoresBelow, findScore, listScoresOfCountry, listScoresOfPlayers, listTopScores, type RankedScore } from './leaderboard-store.ts';

export interface BoardRequest {
  game: string;
  level?: string | undefined;
  period?: LeaderboardPeriod | undefined;
}

async function entriesOf(ctx: ServerContext, rows: readonly RankedScore[], viewer: string | null): Promise<LeaderboardEntry[]> {
  const names = await displayNamesOf(ctx.db, rows.map((row) => row.account_id));
  return rows.map((row) => ({
    rank: row.rank,
    displayName: names.get(row.account_id) ?? '',
    score: Number(row.score),
    reachedAt: row.reached_at.toISOString(),
    you: row.account_id === viewer,
    verified: row.verified,
  }));
}

function boardHead(board: RequestedBoard, game: string): Omit<ResponseOf<'getLeaderboard'>, 'entries'> {
  return { game, level: board.level, period: board.period.period, periodStart: board.period.start.toISOString(), resetsAt: board.period.resetsAt?.toISOString() ?? null };
}

/** The top 100 of a board; the viewer's own row (when signed in) is marked. */
export async function leaderboardTop(ctx: ServerContext, request: BoardRequest, viewer: string | null): Promise<ResponseOf<'getLeaderboard'>> {
  const board = await boardOfRequest(ctx.db, { ...request, now: ctx.now() });
  const rows = await listTopScores(ctx.db, board.key, board.period, leaderboardLimits.top);
  return { ...boardHead(board, board.key.gameId), entries: await entriesOf(ctx, rows, viewer) };
}

/**
 * The player's rank and up to ten around it: five on each side, or more on one side where the
 * other runs out (near the top or the bottom of the board).
 */
export async function leaderboardAroundMe(ctx: ServerContext, request: BoardRequest, accountId: string): Promise<ResponseOf<'getLeaderboardAroundMe'>> {
  const board = await boardOfRequest(ctx.db, { ...request, now: ctx.now() });
  const head = boardHead(board, board.key.gameId);
  const mine = await findScore(ctx.db, board.key, board.period, accountId);
  if (mine === null) return { ...head, me: null, entries: [] };
  const around = leaderboardLimits.aroundEachSide * 2;
  const [ahead, above, below] = await Promise.all([
    countAhead(ctx.db, board.key, board.period, mine),
    listScoresAbove(ctx.db, board.key, board.period, mine, around),
    listScoresBelow(ctx.db, board.key, board.period, mine, around),
  ]);
  const aboveCount = Math.min(above.length, Math.max(leaderboardLimits.aroundEachSide, around - below.length));
  const belowCount = Math.min(below.length, around - aboveCount);
  const myRank = ahead + 1;
  const rows: RankedScore[] = [
    ...above.slice(0, aboveCount).map((row, index) => ({ ...row, rank: myRank - index - 1 })).reverse(),
    { ...mine, rank: myRank },
    ...below.slice(0, belowCount).map((row, index) => ({ ...row, rank: myRank + index + 1 })),
  ];
  const entries = await entriesOf(ctx, rows, accountId);
  return { ...head, me: entries.find((entry) => entry.you) ?? null, entries };
}

/** The player and their friends (invited by them, or their inviter), ranked among themselves. */
export async function leaderboardOfFriends(ctx: ServerContext, request: BoardRequest, accountId: string): Promise<ResponseOf<'getLeaderboardFriends'>> {
  const board = await boardOfRequest(ctx.db, { ...request, now: ctx.now() });
  const people = [accountId, ...(await inviteFriendsOf(ctx.db, accountId))];
  const rows = await listScoresOfPlayers(ctx.db, board.key, board.period, people, leaderboardLimits.friends);
  return { ...boardHead(board, board.key.gameId), entries: await entriesOf(ctx, rows.map((row, index) => ({ ...row, rank: index + 1 })), accountId) };
}

/** The players of the player's chosen country, ranked among themselves; none (and `country` null) until they choose one. */
export async function leaderboardOfCountry(ctx: ServerContext, request: BoardRequest, accountId: string): Promise<ResponseOf<'getLeaderboardCountry'>> {
  const board = await boardOfRequest(ctx.db, { ...request, now: ctx.now() });
  const country = await countryOf(ctx.db, accountId);
  const rows = country === null ? [] : await listScoresOfCountry(ctx.db, board.key, board.period, country, leaderboardLimits.country);
  return { ...boardHead(board, board.key.gameId), country, entries: await entriesOf(ctx, rows.map((row, index) => ({ ...row, rank: index + 1 })), accountId) };
}

/** The player's rank on every board of the period where they have a score, best rank first. */
export async function myLeaderboardRanks(ctx: ServerContext, accountId: string, periodName: LeaderboardPeriod = 'all'): Promise<ResponseOf<'getMyLeaderboardRanks'>> {
  const period = periodAt(periodName, ctx.now());
  const rows = await listBoardsOfPlayer(ctx.db, accountId, period);
  const games = new Map<string, Awaited<ReturnType<typeof findPlayableGame>>>();
  for (const gameId of new Set(rows.map((row) => row.game_id))) games.set(gameId, await findPlayableGame(ctx.db, gameId));
  const ranks: ResponseOf<'getMyLeaderboardRanks'>['ranks'] = [];
  for (const row of rows) {
    const game = games.get(row.game_id);
    if (!game) continue;
    const levels = levelCountOf(game.rewardTable);
    // A board the playable version no longer has (a level removed, levels added or dropped) is not shown.
    if (levels === null ? row.level !== 0 : row.level < 1 || row.level > levels) continue;
    const rank = (await countAhead(ctx.db, { gameId: row.game_id, level: row.level }, period, row)) + 1;
    ranks.push({ game: row.game_id, gameTitle: game.view.title, level: row.level === 0 ? null : row.level, rank, score: Number(row.score), reachedAt: row.reached_at.toISOString() });
  }
  ranks.sort((a, b) => a.rank - b.rank || a.game.localeCompare(b.game) || (a.level ?? 0) - (b.level ?? 0));
  return { period: period.period, periodStart: period.start.toISOString(), ranks: ranks.slice(0, leaderboardLimits.mine) };
}
