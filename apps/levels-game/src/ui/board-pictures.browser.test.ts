import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { backToStart, levelsFrame, moveOn, openStage, screens, startLevel, type ScreenName, type Stage } from '../../test/levels-stage.ts';
import { levels, slide, solveLevel } from '@site/levels-rules';

/**
 * Pictures of the boards, compared with the committed baselines in __screenshots__/ beside this
 * file (see the README: a changed picture is part of a change's review). Level 1, level 5 (snow),
 * level 8 (the first gem) and level 24 (the largest board), at the start and after one move,
 * with reduced motion (no slide), so every picture is of a board at rest. On the phone the move
 * is a swipe, on the desktop an arrow key (which shows the board's focus ring). The dark scheme,
 * and level 8 in the light one.
 */
const pictured = [1, 5, 8, 24].map((number) => levels[number - 1]!);

describe.each(Object.keys(screens) as ScreenName[])('the boards on a %s', (screen) => {
  let stage: Stage | undefined;
  beforeAll(async () => {
    stage = await openStage(screen, '?level=1', { reducedMotion: true, unlocked: levels.length });
  });
  afterEach(backToStart);
  afterAll(() => stage?.close());

  it.each(pictured.map((level) => [level.number, level] as const))('level %i looks as its baseline at the start and after a move', async (_, level) => {
    const frame = page.elementLocator(stage!.frame);
    const started = await startLevel(level);
    expect(started.player?.transition, 'no slide with reduced motion').not.toMatch(/transform/);
    await expect.element(frame).toMatchScreenshot(`level-${String(level.number)}-${screen}-start`);

    const direction = solveLevel(level)![0]!;
    const { position } = slide(level, level.start, 0, direction);
    const move = moveOn(screen, direction);
    // Level 1's only move wins it: the picture is then of the end panel.
    await commands.moveAndReadLevelsLayout(levelsFrame, move, level.par === 1 ? { board: 'hidden' } : { level: level.number, row: Math.floor(position / level.width), column: position % level.width });
    // The end panel shows the game's part of the result only (the coins and the next step are the site's).
    if (level.par === 1) expect(await commands.readFrameText(levelsFrame, '#reward-text')).toBe('');
    await expect.element(frame).toMatchScreenshot(`level-${String(level.number)}-${screen}-after-${direction}`);
  });
});

describe('in the light scheme', () => {
  it.each(Object.keys(screens) as ScreenName[])('level 8 looks as its baseline on a %s (the game follows the site\'s colour scheme)', async (screen) => {
    const stage = await openStage(screen, '?level=8', { reducedMotion: true, colorScheme: 'light' });
    try {
      await startLevel(levels[7]!);
      await expect.element(page.elementLocator(stage.frame)).toMatchScreenshot(`light-level-8-${screen}-start`);
    } finally {
      await stage.close();
    }
  });
});

describe('in Spanish on a phone', () => {
  it('the start panel and level 8 look as their baselines (longer words still fit)', async () => {
    const stage = await openStage('phone', '?level=8&lang=es', { reducedMotion: true });
    try {
      const frame = page.elementLocator(stage.frame);
      await expect.poll(() => commands.readFrameText(levelsFrame, '#start-button')).toBe('Empezar el nivel 8');
      await expect.element(frame).toMatchScreenshot('es-phone-start-panel');
      await startLevel(levels[7]!);
      await expect.element(frame).toMatchScreenshot('es-level-8-phone-start');
    } finally {
      await stage.close();
    }
  });
});
