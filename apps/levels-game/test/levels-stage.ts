import { createGameHost, type GameHost, type GameHostLimits } from '@site/game-sdk/host';
import { inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { Direction } from '@site/levels-rules';
import type { LayoutAwaited, LevelsLayout, LevelsMove } from './levels-frame-commands.ts';

/** The screens the picture tests use: a touch phone (CSS pixels of an iPhone 12–15) and a desktop. */
export const screens = {
  phone: { width: 390, height: 844, touch: true },
  desktop: { width: 1280, height: 800, touch: false },
} as const;
export type ScreenName = keyof typeof screens;

export const levelsFrame = 'iframe[title="Levels"]';

/** The site's game stage: a small bar (its close button and title) and the frame below it, filling the screen. */
const stageBarHeight = '3.75rem';

/** The open stage's game, loaded afresh (the way back from a level's end: the next step is the site's). */
let loadAfresh: (() => Promise<void>) | null = null;

export interface Stage {
  frame: HTMLIFrameElement;
  /** Removes the stage, and the touch screen and reduced motion it asked for (the browser page is shared with the next test file). */
  close(): Promise<void>;
}

/**
 * Opens the real Levels bundle as the site's stage does: a sandboxed frame on another origin
 * filling the screen below a bar, answered by the SDK's host (every run starts and finishes).
 * With `unlocked`, the player's save holds that progress (the game reads progress only from its
 * save). `limits` replaces the host's rate limits (its defaults suit a person playing). Resolves
 * once the game has said it is ready and its level picker offers the saved levels.
 */
export async function openStage(
  screen: ScreenName,
  search: string,
  options: { reducedMotion?: boolean; colorScheme?: 'light' | 'dark'; unlocked?: number; limits?: GameHostLimits } = {},
): Promise<Stage> {
  const size = screens[screen];
  await commands.setScreen({ width: size.width, height: size.height }, options.reducedMotion ?? false, size.touch, options.colorScheme ?? 'dark');
  await page.viewport(size.width, size.height);
  document.body.style.margin = '0';
  const bar = document.createElement('div');
  bar.style.cssText = `height:${stageBarHeight};background:#1b2230`;
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.title = 'Levels';
  frame.style.cssText = `display:block;border:0;width:100%;height:calc(100vh - ${stageBarHeight});background:#000`;
  document.body.append(bar, frame);
  let runs = 0;
  let host: GameHost | null = null;
  /** Loads the game afresh, as the site's Play again does: a new document in the frame, and a host for it. */
  const load = async () => {
    host?.destroy();
    let saidReady = () => {};
    const ready = new Promise<void>((resolve) => (saidReady = resolve));
    host = createGameHost({
      iframe: frame,
      ...(options.limits ? { limits: options.limits } : {}),
      onReady: () => {
        saidReady();
      },
      onLoad: async () => (options.unlocked === undefined ? null : { version: 1, data: { unlocked: options.unlocked } }),
      onSave: async (save) => ({ version: save.baseVersion + 1, data: save.data }),
      onStartRun: async () => ({ runId: `levels-run-${String((runs += 1))}` }),
      onFinishRun: async () => ({ coins: '0', capped: false }),
    });
    frame.src = `${inject('levelsOrigin')}index.html${search}`;
    await ready;
    const { unlocked } = options;
    if (unlocked !== undefined) {
      const picker = Array.from({ length: unlocked }, (_, index) => String(index + 1)).join('');
      // Polled by hand: expect.poll is for tests, and a stage is often opened in beforeAll.
      const deadline = performance.now() + 15_000;
      for (;;) {
        const shown = await commands.readFrameText(levelsFrame, '#level-select');
        if (shown === picker) break;
        if (performance.now() > deadline) throw new Error(`The level picker offers ${shown}, not the saved levels ${picker}.`);
      }
    }
  };
  await load();
  loadAfresh = load;
  return {
    frame,
    async close() {
      loadAfresh = null;
      host?.destroy();
      bar.remove();
      frame.remove();
      await commands.setScreen(size, false, false, 'dark');
    },
  };
}

/** The game's layout once it shows `awaited` (see readLevelsLayout). */
export const readLayout = (awaited?: LayoutAwaited): Promise<LevelsLayout> => commands.readLevelsLayout(levelsFrame, awaited);

/**
 * From the start panel: chooses `level` in the level picker, starts it with Enter on the start
 * button, and reads its board with the player on `start`. Starting by keyboard always shows the
 * board's focus ring (focus-visible follows the last kind of input), whatever a test did before.
 */
export async function startLevel(level: { number: number; start: number; width: number }): Promise<LevelsLayout> {
  await commands.actInFrame(levelsFrame, '#level-select', 'select', String(level.number));
  await commands.actInFrame(levelsFrame, '#start-button', 'press', 'Enter');
  return readLayout({ level: level.number, row: Math.floor(level.start / level.width), column: level.start % level.width });
}

/** Back to the start panel from wherever a test left the game (a level given up, or the game loaded afresh after its end). */
export async function backToStart(): Promise<void> {
  const { panel } = await readLayout();
  if (panel === 'start') return;
  // A level's end shows no next step of the game's own on a site (packages/game-sdk README "One
  // result per run"): the site's Play again loads the game afresh.
  if (panel === 'end') {
    await loadAfresh?.();
    return;
  }
  await commands.actInFrame(levelsFrame, '#give-up-button', 'click');
  await readLayout({ board: 'hidden' });
}

const keyOf: Record<Direction, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };

/** A move as a player on `screen` makes it: a swipe on a touch screen, an arrow key on a desktop. */
export const moveOn = (screen: ScreenName, direction: Direction): LevelsMove => (screens[screen].touch ? { swipe: direction } : { key: keyOf[direction] });
