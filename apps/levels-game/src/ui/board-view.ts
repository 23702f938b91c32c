import type { Level } from '../levels/level.ts';
import type { SessionState } from '../play/level-session.ts';
import { describeBoard } from './describe-board.ts';

export interface BoardView {
  /** Shows `state`; `slidCells` sets how long the slide animation takes. */
  update(state: SessionState, slidCells: number): void;
  /** The cell under a point of the board, as x and y in cells. */
  player(): { x: number; y: number };
}

/** Builds the board of `level` inside `board` (cells, gems, the player) once per level. */
export function createBoardView(board: HTMLElement, level: Level): BoardView {
  board.replaceChildren();
  board.style.setProperty('--cols', String(level.width));
  board.style.setProperty('--rows', String(level.height));
  const gems = new Map<number, HTMLElement>();
  const cells = level.tiles.map((tile, index) => {
    const cell = board.ownerDocument.createElement('div');
    cell.className = `cell ${tile}`;
    if (level.gems.includes(index)) {
      const gem = board.ownerDocument.createElement('span');
      gem.className = 'gem';
      cell.append(gem);
      gems.set(index, gem);
    }
    return cell;
  });
  const token = board.ownerDocument.createElement('div');
  token.className = 'player';
  board.append(...cells, token);
  let position = level.start;
  return {
    update(state, slidCells) {
      position = state.position;
      token.style.setProperty('--slide-ms', `${Math.min(60 + slidCells * 45, 420)}ms`);
      token.style.transform = `translate(${(position % level.width) * 100}%, ${Math.floor(position / level.width) * 100}%)`;
      level.gems.forEach((cell, bit) => gems.get(cell)?.classList.toggle('taken', (state.gemMask & (1 << bit)) !== 0));
      board.classList.toggle('open', state.gemMask === (1 << level.gems.length) - 1);
      board.setAttribute('aria-label', describeBoard(level, state));
    },
    player: () => ({ x: position % level.width, y: Math.floor(position / level.width) }),
  };
}
