import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import type { Box, LevelsLayout } from '../../test/levels-frame-commands.ts';
import { backToStart, levelsFrame, moveOn, openStage, screens, startLevel, type ScreenName, type Stage } from '../../test/levels-stage.ts';
import { type Level, levels, slide, solveLevel } from '@site/levels-rules';

/** How many moves of each level's solution are checked after its start. */
const movesChecked = 3;

/** Sub-pixel layout: a box may overshoot its container by rounding, never by more. */
const slack = 0.5;

function expectInside(inner: Box, outer: Box, what: string): void {
  expect(inner.left, `${what}: left edge`).toBeGreaterThanOrEqual(outer.left - slack);
  expect(inner.top, `${what}: top edge`).toBeGreaterThanOrEqual(outer.top - slack);
  expect(inner.right, `${what}: right edge`).toBeLessThanOrEqual(outer.right + slack);
  expect(inner.bottom, `${what}: bottom edge`).toBeLessThanOrEqual(outer.bottom + slack);
}

/** Drawn inside `cell` and at least half its size each way: a piece the player can find. */
function expectDrawnInCell(drawn: Box, cell: Box, what: string): void {
  expectInside(drawn, cell, what);
  expect(drawn.width, `${what}: width against the cell's ${cell.width.toFixed(1)} px`).toBeGreaterThanOrEqual(cell.width / 2);
  expect(drawn.height, `${what}: height against the cell's ${cell.height.toFixed(1)} px`).toBeGreaterThanOrEqual(cell.height / 2);
}

const place = (level: Level, index: number) => ({ row: Math.floor(index / level.width), column: index % level.width });

/** Everything the board draws is where the game says it is, sized to be seen, and on screen. */
function expectBoardAsTheGameSays(layout: LevelsLayout, level: Level, state: { position: number; gemMask: number }, when: string): void {
  const name = `level ${String(level.number)} ${when}`;
  const screen: Box = { left: 0, top: 0, right: layout.viewport.width, bottom: layout.viewport.height, width: layout.viewport.width, height: layout.viewport.height };
  const { board, player } = layout;
  expect(board, `${name}: the board is shown`).not.toBeNull();
  expect(player, `${name}: the piece is drawn`).not.toBeNull();
  if (!board || !player) return;
  expect(board.level, name).toBe(level.number);
  expectInside(board.box, screen, `${name}: the board in the viewport`);
  expect(layout.cells, `${name}: one cell per tile`).toHaveLength(level.width * level.height);
  const cellAt = (where: { row: number; column: number }) => {
    const cell = layout.cells.find((each) => each.row === where.row && each.column === where.column);
    if (!cell) throw new Error(`${name}: no cell drawn at row ${String(where.row)}, column ${String(where.column)}`);
    return cell;
  };
  for (const cell of layout.cells) expectInside(cell.box, board.box, `${name}: cell ${String(cell.row)},${String(cell.column)} in the board`);

  expect({ row: player.row, column: player.column }, `${name}: the cell the game says the player is in`).toEqual(place(level, state.position));
  expectDrawnInCell(player.box, cellAt(player).box, `${name}: the piece`);
  // It slides there (a transition on its transform, as long as the slide), motion being allowed in these tests.
  expect(player.transition, `${name}: the piece's slide`).toMatch(/^transform 0\.\d+s /);

  expect(layout.gems.map(({ row, column }) => ({ row, column })), `${name}: one gem per gem of the level`).toEqual(level.gems.map((index) => place(level, index)));
  level.gems.forEach((index, bit) => {
    const gem = layout.gems[bit]!;
    const taken = (state.gemMask & (1 << bit)) !== 0;
    expect(gem.taken, `${name}: gem ${String(bit + 1)} taken`).toBe(taken);
    if (!taken) expectDrawnInCell(gem.box, cellAt(gem).box, `${name}: gem ${String(bit + 1)}`);
  });

  const exit = cellAt(place(level, level.exit));
  expect(exit.exit, `${name}: the exit is drawn where the game has it`).toBe(true);
  expect(layout.cells.filter((cell) => cell.exit), `${name}: one exit`).toHaveLength(1);
  expect(exit.box.width, `${name}: the exit's size`).toBeGreaterThanOrEqual(16);

  // The slide pad and the Undo, Restart and Give up buttons are on screen with the board.
  expect(layout.controls.map((control) => control.name)).toHaveLength(7);
  for (const control of layout.controls) {
    expectInside(control.box, screen, `${name}: ${control.name} on screen`);
    expect(control.box.height, `${name}: ${control.name} can be pressed`).toBeGreaterThanOrEqual(40);
  }
  // And so is the help line below them: nothing of the game is left below the frame.
  expect(layout.help, `${name}: the help line is drawn`).not.toBeNull();
  if (layout.help) expectInside(layout.help, screen, `${name}: the help line on screen`);
}


// On the phone every move is a swipe of a finger on the board; on the desktop, an arrow key.
describe.each(Object.keys(screens) as ScreenName[])('the board on a %s', (screen) => {
  let stage: Stage | undefined;
  beforeAll(async () => {
    // The host's default run budget suits a person: two run requests a second. Each level here
    // makes two (its start, its give-up's finish) in about half a second, so most starts would be
    // refused as rate-limited and held a second by the game.
    stage = await openStage(screen, '?level=1', { unlocked: levels.length, limits: { runsPerSecond: 20 } });
  });
  afterEach(backToStart);
  afterAll(() => stage?.close());

  it.each(levels.map((level) => [level.number, level] as const))('level %i: the piece, the gems and the exit are drawn inside the cells the game says, at the start and after its first moves', async (_, level) => {
    const state = { position: level.start, gemMask: 0 };
    expectBoardAsTheGameSays(await startLevel(level), level, state, 'at the start');
    // The first moves of the shortest solution (never its last, which wins and leaves the board):
    // with 24 levels' starts they put the piece all over boards of every size (all of them took CI
    // two minutes for no other kind of fault). Each slide is started for real, then finished at
    // once: where it ends is what is checked here, and its last frame is that place.
    const solution = solveLevel(level)!;
    const moves = solution.slice(0, Math.min(movesChecked, solution.length - 1));
    for (const [count, direction] of moves.entries()) {
      const result = slide(level, state.position, state.gemMask, direction);
      Object.assign(state, { position: result.position, gemMask: result.gemMask });
      const layout = await commands.moveAndReadLevelsLayout(levelsFrame, moveOn(screen, direction), { level: level.number, ...place(level, state.position) }, 'finish');
      expectBoardAsTheGameSays(layout, level, state, `after move ${String(count + 1)} (${direction})`);
    }
  });
});
