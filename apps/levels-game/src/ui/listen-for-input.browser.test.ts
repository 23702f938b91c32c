import { afterEach, describe, expect, it } from 'vitest';
import type { Direction } from '@site/levels-rules';
import { listenForInput } from './listen-for-input.ts';

let stopListening: (() => void) | undefined;
afterEach(() => {
  stopListening?.();
  document.body.replaceChildren();
});

/** A 5×5 board of 200×200 px with the player in the middle cell, and the on-screen pad. */
function setUp(): { moves: Direction[]; board: HTMLElement; pad: HTMLElement; boardBox: DOMRect } {
  const moves: Direction[] = [];
  const board = document.createElement('div');
  board.style.cssText = 'position:absolute;left:0;top:0;width:200px;height:200px;touch-action:none';
  const pad = document.createElement('div');
  pad.innerHTML = '<button type="button" data-direction="left"><span>Slide left</span></button>';
  document.body.append(board, pad);
  stopListening = listenForInput(document, board, pad, {
    move: (direction) => moves.push(direction),
    undo: () => undefined,
    restart: () => undefined,
    playing: () => true,
    player: () => ({ x: 2, y: 2 }),
    size: () => ({ width: 5, height: 5 }),
  });
  return { moves, board, pad, boardBox: board.getBoundingClientRect() };
}

function pointer(target: HTMLElement, type: 'pointerdown' | 'pointerup', x: number, y: number, pointerType = 'touch'): void {
  target.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, pointerType, bubbles: true, isPrimary: true }));
}

describe('touch and mouse input on the board', () => {
  it('slides the way a finger swipes, by the longer axis', () => {
    const { moves, board } = setUp();
    pointer(board, 'pointerdown', 100, 100);
    pointer(board, 'pointerup', 100, 160);
    pointer(board, 'pointerdown', 150, 100);
    pointer(board, 'pointerup', 60, 120);
    expect(moves).toEqual(['down', 'left']);
  });

  it('slides towards a tapped or clicked cell, and ignores a tap on the player itself', () => {
    const { moves, board } = setUp();
    // The player's cell spans 80–120 px; a tap at (180, 100) is two cells to its right.
    pointer(board, 'pointerdown', 180, 100, 'mouse');
    pointer(board, 'pointerup', 182, 101, 'mouse');
    pointer(board, 'pointerdown', 100, 20);
    pointer(board, 'pointerup', 100, 20);
    pointer(board, 'pointerdown', 100, 100);
    pointer(board, 'pointerup', 101, 99);
    expect(moves).toEqual(['right', 'up']);
  });

  it('takes a touch on the board for itself (no tap gesture, emulated mouse events or click after it) and focuses the board as a tap would', () => {
    const { board } = setUp();
    board.tabIndex = 0;
    const touch = new Event('touchstart', { bubbles: true, cancelable: true });
    board.dispatchEvent(touch);
    expect(touch.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(board);
  });

  it('slides with the on-screen pad, also when the click lands on the label inside a button', () => {
    const { moves, pad } = setUp();
    pad.querySelector('span')?.click();
    expect(moves).toEqual(['left']);
  });

  it('stops listening once removed', () => {
    const { moves, board } = setUp();
    stopListening?.();
    stopListening = undefined;
    pointer(board, 'pointerdown', 100, 100);
    pointer(board, 'pointerup', 100, 160);
    expect(moves).toEqual([]);
  });
});
