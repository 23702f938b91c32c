import type { Level } from '../levels/level.ts';
import type { SessionState } from '../play/level-session.ts';

const place = (level: Level, index: number) => `row ${Math.floor(index / level.width) + 1}, column ${(index % level.width) + 1}`;
const countGems = (mask: number) => mask.toString(2).replaceAll('0', '').length;

/** The board in words, for the board's accessible name (it is drawn, not read). */
export function describeBoard(level: Level, state: SessionState): string {
  const gems = level.gems.length === 0 ? '' : ` Gems: ${countGems(state.gemMask)} of ${level.gems.length} collected.`;
  return `Level ${level.number} board, ${level.width} by ${level.height}. You are at ${place(level, state.position)}; the exit is at ${place(level, level.exit)}.${gems}`;
}

/** What a screen reader hears after a move. */
export function describeMove(level: Level, state: SessionState, moved: boolean, direction: string): string {
  if (!moved) return `Blocked: you cannot slide ${direction}.`;
  if (state.won) return `Out through the exit in ${state.moves} ${state.moves === 1 ? 'move' : 'moves'}!`;
  const gems = level.gems.length === 0 ? '' : ` ${countGems(state.gemMask)} of ${level.gems.length} gems.`;
  return `Slid ${direction} to ${place(level, state.position)}. Move ${state.moves}.${gems}`;
}
