import type { Level } from '@site/levels-rules';
import type { SessionState } from '../play/level-session.ts';
import { describeBoard } from './describe-board.ts';
import type { Strings } from './strings.ts';

export interface BoardView {
  /** Shows `state`; `slidCells` sets how long the slide animation takes. */
  update(state: SessionState, slidCells: number): void;
  /** The cell under a point of the board, as x and y in cells. */
  player(): { x: number; y: number };
}

/** Marks `element` with the cell it stands on (0-based), so what is drawn can be checked against the game. */
function markCell(element: HTMLElement, level: Level, index: number): void {
  element.dataset.row = String(Math.floor(index / level.width));
  element.dataset.column = String(index % level.width);
}

/** Builds the board of `level` inside `board` (cells, gems, the player) once per level. */
export function createBoardView(board: HTMLElement, level: Level, words: Strings): BoardView {
  board.replaceChildren();
  // On the box around the board, which takes the board's shape (styles.css); the board and the piece inherit them.
  const box = board.parentElement ?? board;
  box.style.setProperty('--cols', String(level.width));
  box.style.setProperty('--rows', String(level.height));
  board.dataset.level = String(level.number);
  const gems = new Map<number, HTMLElement>();
  const cells = level.tiles.map((tile, index) => {
    const cell = board.ownerDocument.createElement('div');
    cell.className = `cell ${tile}`;
    markCell(cell, level, index);
    if (level.gems.includes(index)) {
      const gem = board.ownerDocument.createElement('span');
      gem.className = 'gem';
      markCell(gem, level, index);
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
      markCell(token, level, position);
      token.style.setProperty('--slide-ms', `${Math.min(60 + slidCells * 45, 420)}ms`);
      token.style.setProperty('--x', String(position % level.width));
      token.style.setProperty('--y', String(Math.floor(position / level.width)));
      level.gems.forEach((cell, bit) => gems.get(cell)?.classList.toggle('taken', (state.gemMask & (1 << bit)) !== 0));
      board.classList.toggle('open', state.gemMask === (1 << level.gems.length) - 1);
      board.setAttribute('aria-label', describeBoard(words, level, state));
    },
    player: () => ({ x: position % level.width, y: Math.floor(position / level.width) }),
  };
}
