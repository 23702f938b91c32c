import type { LeaderboardEntry, LeaderboardPeriodName, ResponseOf } from '@site/api-contract';
import { useEffect, useState } from 'react';
import { api } from '../api/api.ts';

/** What the board shows: the top 100, the player and the ten around them, or the player's friends. */
export type LeaderboardView = 'top' | 'around' | 'friends';

export interface BoardChoice {
  game: string;
  level: number | null;
  period: LeaderboardPeriodName;
  view: LeaderboardView;
}

export interface BoardAnswer {
  entries: LeaderboardEntry[];
  /** The signed-in player's own row on the board (from around-me); null without a score or signed out. */
  me: LeaderboardEntry | null;
  resetsAt: string | null;
}

export type BoardState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; board: BoardAnswer };

type Around = ResponseOf<'getLeaderboardAroundMe'>;

async function loadBoard(choice: BoardChoice, signedIn: boolean): Promise<BoardAnswer> {
  const request = { params: { game: choice.game }, query: { period: choice.period, ...(choice.level === null ? {} : { level: String(choice.level) }) } };
  const around: Promise<Around | null> = signedIn ? api.call('getLeaderboardAroundMe', request) : Promise.resolve(null);
  if (choice.view === 'around') {
    const answer = await around;
    return { entries: answer?.entries ?? [], me: answer?.me ?? null, resetsAt: answer?.resetsAt ?? null };
  }
  const [board, mine] = await Promise.all([choice.view === 'friends' ? api.call('getLeaderboardFriends', request) : api.call('getLeaderboard', request), around]);
  return { entries: board.entries, me: mine?.me ?? null, resetsAt: board.resetsAt };
}

/** One board from the server, asked again when the choice, the session or `refreshKey` (a finished run) changes. */
export function useLeaderboard(choice: BoardChoice, signedIn: boolean, refreshKey: string, attempt: number): BoardState {
  const key = `${choice.game}|${String(choice.level)}|${choice.period}|${choice.view}|${String(signedIn)}|${refreshKey}|${String(attempt)}`;
  const [answer, setAnswer] = useState<{ key: string; state: BoardState } | null>(null);
  useEffect(() => {
    let current = true;
    loadBoard(choice, signedIn).then(
      (board) => {
        if (current) setAnswer({ key, state: { status: 'ready', board } });
      },
      (error: unknown) => {
        if (current) setAnswer({ key, state: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
    // The key names everything the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // The last answer stays on screen while the next one loads, so the board does not jump.
  return answer?.key === key ? answer.state : answer?.state.status === 'ready' ? answer.state : { status: 'loading' };
}
