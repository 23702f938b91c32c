import type { Direction } from '@site/levels-rules';

export interface InputHandlers {
  move(direction: Direction): void;
  undo(): void;
  restart(): void;
  /** Whether the level is being played (keys do nothing otherwise). */
  playing(): boolean;
  /** Where the player stands on the board, in cells. */
  player(): { x: number; y: number };
  /** The board's size in cells. */
  size(): { width: number; height: number };
}

const keys: Record<string, Direction> = {
  ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right',
  w: 'up', s: 'down', a: 'left', d: 'right', W: 'up', S: 'down', A: 'left', D: 'right',
};
const swipeMin = 24;

/**
 * Keyboard (arrows, WASD, U, R), the on-screen pad, and on the board a swipe, or a tap on one side
 * of the player to slide that way. Returns a function that removes every listener.
 */
export function listenForInput(doc: Document, board: HTMLElement, pad: HTMLElement, handlers: InputHandlers): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!handlers.playing() || event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = keys[event.key];
    if (direction) handlers.move(direction);
    else if (event.key === 'u' || event.key === 'U') handlers.undo();
    else if (event.key === 'r' || event.key === 'R') handlers.restart();
    else return;
    event.preventDefault();
  };
  const onPad = (event: MouseEvent) => {
    const direction = (event.target as Element | null)?.closest<HTMLElement>('[data-direction]')?.dataset.direction;
    if (direction === 'up' || direction === 'down' || direction === 'left' || direction === 'right') handlers.move(direction);
  };
  let down: { x: number; y: number } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    down = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!down || !handlers.playing()) return;
    const dx = event.clientX - down.x;
    const dy = event.clientY - down.y;
    down = null;
    if (Math.max(Math.abs(dx), Math.abs(dy)) >= swipeMin) {
      handlers.move(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');
      return;
    }
    // A tap: towards the tapped cell from the player, along the longer distance.
    const box = board.getBoundingClientRect();
    const { width, height } = handlers.size();
    const player = handlers.player();
    const tx = ((event.clientX - box.left) / box.width) * width - (player.x + 0.5);
    const ty = ((event.clientY - box.top) / box.height) * height - (player.y + 0.5);
    if (Math.max(Math.abs(tx), Math.abs(ty)) < 0.5) return;
    handlers.move(Math.abs(tx) > Math.abs(ty) ? (tx > 0 ? 'right' : 'left') : ty > 0 ? 'down' : 'up');
  };
  // The board reads touches as pointer events alone: cancelling touchstart stops the browser's tap
  // gesture after them (a hit test with a forced layout, then emulated mouse events and a click),
  // work that delayed the frame showing the move. The tap's default, focusing the board, is kept.
  const onTouchStart = (event: TouchEvent) => {
    event.preventDefault();
    if (doc.activeElement !== board) board.focus({ preventScroll: true });
  };
  doc.addEventListener('keydown', onKey);
  pad.addEventListener('click', onPad);
  board.addEventListener('pointerdown', onPointerDown);
  board.addEventListener('pointerup', onPointerUp);
  board.addEventListener('touchstart', onTouchStart, { passive: false });
  return () => {
    doc.removeEventListener('keydown', onKey);
    pad.removeEventListener('click', onPad);
    board.removeEventListener('pointerdown', onPointerDown);
    board.removeEventListener('pointerup', onPointerUp);
    board.removeEventListener('touchstart', onTouchStart);
  };
}
