import type { Direction, Level } from '@site/levels-rules';
import type { SessionState } from '../play/level-session.ts';
import type { Strings } from './strings.ts';

const place = (words: Strings, level: Level, index: number) => words.place(Math.floor(index / level.width) + 1, (index % level.width) + 1);
const countGems = (mask: number) => mask.toString(2).replaceAll('0', '').length;

/** The board in words, for the board's accessible name (it is drawn, not read). */
export function describeBoard(words: Strings, level: Level, state: SessionState): string {
  const gems = level.gems.length === 0 ? '' : words.boardGems(countGems(state.gemMask), level.gems.length);
  return words.boardIs(level.number, level.width, level.height, place(words, level, state.position), place(words, level, level.exit), gems);
}

/** What a screen reader hears after a move. */
export function describeMove(words: Strings, level: Level, state: SessionState, moved: boolean, direction: Direction): string {
  if (!moved) return words.blocked(direction);
  if (state.won) return words.won(state.moves);
  const gems = level.gems.length === 0 ? '' : words.moveGems(countGems(state.gemMask), level.gems.length);
  return words.slid(direction, place(words, level, state.position), state.moves, gems);
}
