import type { LeaderboardEntry, LeaderboardPeriod } from '@site/api-contract';
import { useApiQuery } from '../api/api-query.ts';

/** What the board shows: the top 100, the player and the ten around them, the player's friends, or their country's players. */
export type LeaderboardView = 'top' | 'around' | 'friends' | 'country';

const boardRoutes = { top: 'getLeaderboard', around: 'getLeaderboard', friends: 'getLeaderboardFriends', country: 'getLeaderboardCountry' } as const;

export interface BoardChoice {
  game: string;
  level: number | null;
  period: LeaderboardPeriod;
  view: LeaderboardView;
}

export interface BoardAnswer {
  entries: LeaderboardEntry[];
  /** The signed-in player's own row on the board (from around-me); null without a score or signed out. */
  me: LeaderboardEntry | null;
  resetsAt: string | null;
  /** The country board's country; null there while the player has chosen none (and on the other boards). */
  country: string | null;
}

export type BoardState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; board: BoardAnswer };

/**
 * One board from the server's leaderboard routes (the board itself, and around-me for a signed-in
 * player's own row). The last answer stays on screen while the next one loads, so the board does not jump.
 */
export function useLeaderboard(choice: BoardChoice, signedIn: boolean): { state: BoardState; retry: () => void } {
  const request = { params: { game: choice.game }, query: { period: choice.period, ...(choice.level === null ? {} : { level: String(choice.level) }) } };
  const needsBoard = choice.view !== 'around';
  // One query for the top, the friends' and the country's boards, so switching between them keeps the last one shown.
  const board = useApiQuery(boardRoutes[choice.view], [request], { enabled: needsBoard, keepPrevious: true });
  const around = useApiQuery('getLeaderboardAroundMe', [request], { enabled: signedIn, keepPrevious: true });
  const needed = [...(needsBoard ? [board] : []), ...(signedIn ? [around] : [])];
  const retry = (): void => {
    for (const query of needed) if (query.isError) void query.refetch();
  };
  const failed = needed.find((query) => query.isError && !query.isFetching);
  if (failed) return { state: { status: 'error', error: failed.error }, retry };
  if (needed.some((query) => query.data === undefined)) return { state: { status: 'loading' }, retry };
  const mine = signedIn ? (around.data ?? null) : null;
  if (!needsBoard) return { state: { status: 'ready', board: { entries: mine?.entries ?? [], me: mine?.me ?? null, resetsAt: mine?.resetsAt ?? null, country: null } }, retry };
  const shown = board.data;
  const country = shown !== undefined && 'country' in shown ? shown.country : null;
  return { state: { status: 'ready', board: { entries: shown?.entries ?? [], me: mine?.me ?? null, resetsAt: shown?.resetsAt ?? null, country } }, retry };
}
