import { replayRun } from '@site/levels-rules';
import { ApiError } from '../errors/api-error.ts';
import type { RunClaim } from '../games/reward-table.ts';

/** What a game's replay makes of a run's claim: the result to record and pay, or why it is no run of the game. */
type ServerReplay = (claim: RunClaim & { moves: string[] }) => { ok: true; score: number } | { ok: false; why: string };

/**
 * The games whose runs the server plays again, by game id, each with its own rules: a finish of
 * one of them is paid the replayed result only. Another game the site can verify (its rules in a
 * DOM-free package, as `@site/levels-rules` is) joins by adding its replay here.
 */
const serverReplays: Readonly<Record<string, ServerReplay>> = {
  levels: (claim) => {
    if (claim.level === undefined) return { ok: false, why: 'a run of Levels says which level it played' };
    const replay = replayRun({ level: claim.level, completed: claim.completed, moves: claim.moves });
    if (!replay.ok) return { ok: false, why: replay.move === undefined ? replay.fault : `${replay.fault} at move ${replay.move}` };
    return { ok: true, score: replay.run.score };
  },
};

/**
 * Verifies a run before anything is recorded or paid: for a game the server replays, its moves
 * must make exactly the run claimed (422 `run_replay_mismatch` otherwise, and a 400 naming
 * `body.moves` without them); other games' claims pass on to their reward table's bounds.
 */
export function verifyRun(gameId: string, claim: RunClaim): void {
  const replay = Object.hasOwn(serverReplays, gameId) ? serverReplays[gameId] : undefined;
  if (!replay) return;
  if (claim.moves === undefined) throw new ApiError('validation_failed', 'body.moves: this game is replayed by the server: send the run\'s moves.', { field: 'body.moves' });
  const result = replay({ ...claim, moves: claim.moves });
  if (!result.ok) throw new ApiError('run_replay_mismatch', `The run's moves are no run of this game as claimed (${result.why}). Nothing was recorded or paid.`);
  if (result.score !== claim.score) {
    throw new ApiError('run_replay_mismatch', `The run's moves score ${result.score}, not the ${claim.score} claimed. Nothing was recorded or paid.`);
  }
}
