import type { BrowserCommand } from 'vitest/node';

/** A box in CSS pixels, relative to the game frame's viewport. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/** What the Levels frame draws, with where the game says each thing is (its data attributes). */
export interface LevelsLayout {
  /** The panel shown. */
  panel: 'start' | 'play' | 'end';
  viewport: { width: number; height: number };
  /** The board's own level and size in cells, or null while no board is shown. */
  board: { level: number; columns: number; rows: number; box: Box } | null;
  cells: { row: number; column: number; exit: boolean; box: Box }[];
  player: { row: number; column: number; box: Box; transition: string } | null;
  gems: { row: number; column: number; taken: boolean; box: Box }[];
  /** The slide pad's buttons and the play panel's actions, by label. */
  controls: { name: string; box: Box }[];
  /** The help line under the panel (keys, touch). */
  help: Box | null;
}

/** What to wait for before reading: the board of `level` with the player on a cell, or no board shown. */
export type LayoutAwaited = { level: number; row: number; column: number } | { board: 'hidden' };

interface FrameLocatorLike {
  frameLocator(selector: string): {
    locator(selector: string): {
      evaluate<R, A>(fn: (element: Element, arg: A) => Promise<R>, arg: A, options?: { timeout: number }): Promise<R>;
      click(options: { timeout: number }): Promise<void>;
      press(key: string, options: { timeout: number }): Promise<void>;
      selectOption(value: string, options: { timeout: number }): Promise<unknown>;
      boundingBox(options: { timeout: number }): Promise<{ x: number; y: number; width: number; height: number } | null>;
      first(): { getAttribute(name: string, options: { timeout: number }): Promise<string | null> };
    };
  };
}
interface CdpSessionLike {
  send(method: string, params?: object): Promise<unknown>;
}
interface PageLike {
  context(): { newCDPSession(page: PageLike): Promise<CdpSessionLike> };
  emulateMedia(options: { reducedMotion: 'reduce' | 'no-preference'; colorScheme: 'light' | 'dark' }): Promise<void>;
  setViewportSize(size: { width: number; height: number }): Promise<void>;
}

function playwrightOf(context: Parameters<BrowserCommand>[0]): { iframe: FrameLocatorLike; page: PageLike } {
  if (context.provider.name !== 'playwright') throw new Error('the Levels frame commands need the playwright provider');
  return context as unknown as { iframe: FrameLocatorLike; page: PageLike };
}

/**
 * Vitest browser command: the layout of the Levels game in the frame matching `frameSelector`,
 * read once the page shows what `awaited` names (watched with a MutationObserver, up to 10 s),
 * its fonts are loaded and the player's slide has finished (its animations' `finished`
 * promises, never a fixed time). Hidden elements (a taken gem) have a zero box.
 */
export const readLevelsLayout: BrowserCommand<[frameSelector: string, awaited?: LayoutAwaited]> = async (context, frameSelector, awaited) =>
  readLayoutIn(playwrightOf(context).iframe, frameSelector, awaited);

/** A move as a player makes it: a key pressed on the board, or a finger swiped across it (touch events, through the DevTools protocol). */
export type LevelsMove = { key: string } | { swipe: 'up' | 'down' | 'left' | 'right' };

/**
 * How the layout is read after the player's slide: once it has played out in real time (`wait`),
 * or at its end at once (`finish`: the animation jumps to its last frame, the piece's final
 * place, without the time a test of where things end up has no use for).
 */
export type SlideRead = 'wait' | 'finish';

/** One DevTools session per page for the swipes, not a new one left open per swipe. */
const touchSessions = new WeakMap<PageLike, Promise<CdpSessionLike>>();
function touchSessionOf(page: PageLike): Promise<CdpSessionLike> {
  let session = touchSessions.get(page);
  if (!session) touchSessions.set(page, (session = page.context().newCDPSession(page)));
  return session;
}

/** Vitest browser command: makes `move` on the board, then reads the layout as readLevelsLayout does (one round trip less per move). */
export const moveAndReadLevelsLayout: BrowserCommand<[frameSelector: string, move: LevelsMove, awaited: LayoutAwaited, slide?: SlideRead]> = async (
  context,
  frameSelector,
  move,
  awaited,
  slide = 'wait',
) => {
  const { iframe, page } = playwrightOf(context);
  const board = iframe.frameLocator(frameSelector).locator('#board');
  if ('key' in move) {
    await board.press(move.key, { timeout: 10_000 });
  } else {
    // In the page's coordinates (the box of an element in a frame is given in those).
    const box = await board.boundingBox({ timeout: 10_000 });
    if (!box) throw new Error('the board is not shown');
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const reach = Math.min(box.width, box.height) / 4;
    const step = { up: [0, -reach], down: [0, reach], left: [-reach, 0], right: [reach, 0] }[move.swipe];
    const to = { x: from.x + (step[0] ?? 0), y: from.y + (step[1] ?? 0) };
    const cdp = await touchSessionOf(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [to] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  return readLayoutIn(iframe, frameSelector, awaited, slide);
};

function readLayoutIn(iframe: FrameLocatorLike, frameSelector: string, awaited: LayoutAwaited | undefined, slide: SlideRead = 'wait'): Promise<LevelsLayout> {
  return iframe
    .frameLocator(frameSelector)
    .locator(':root')
    .evaluate(async (_root: Element, [until, slideRead]: [LayoutAwaited | null, SlideRead]): Promise<LevelsLayout> => {
      const shows = () => {
        if (!until) return true;
        const board = document.querySelector<HTMLElement>('#board');
        if ('board' in until) return !board?.checkVisibility();
        const token = board?.querySelector<HTMLElement>('.player');
        return board?.checkVisibility() === true && board.dataset.level === String(until.level) && token?.dataset.row === String(until.row) && token.dataset.column === String(until.column);
      };
      // Checked on every frame, not only on mutations: visibility also changes with layout.
      // Past the deadline the layout is read as it is, and the test's assertions say what is wrong.
      const deadline = performance.now() + 20_000;
      while (!shows() && performance.now() < deadline) {
        await new Promise((frame) => requestAnimationFrame(frame));
      }
      await document.fonts.ready;
      const token = document.querySelector<HTMLElement>('#board .player');
      const animations = token?.getAnimations() ?? [];
      // finish() throws on an animation that never ends, so such a slide still fails the read.
      if (slideRead === 'finish') for (const animation of animations) animation.finish();
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
      const boxOf = (element: Element): Box => {
        const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
        return { left, top, right, bottom, width, height };
      };
      const place = (element: HTMLElement) => ({ row: Number(element.dataset.row), column: Number(element.dataset.column) });
      const board = document.querySelector<HTMLElement>('#board');
      const shown = board !== null && board.checkVisibility();
      const helpLine = document.querySelector<HTMLElement>('.help');
      const controls = [...document.querySelectorAll<HTMLElement>('#play-panel button')].filter((button) => button.checkVisibility());
      return {
        panel: document.querySelector<HTMLElement>('#play-panel')?.hidden === false ? 'play' : document.querySelector<HTMLElement>('#end-panel')?.hidden === false ? 'end' : 'start',
        viewport: { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
        board: shown
          ? { level: Number(board.dataset.level), columns: Number(getComputedStyle(board).getPropertyValue('--cols')), rows: Number(getComputedStyle(board).getPropertyValue('--rows')), box: boxOf(board) }
          : null,
        cells: shown ? [...board.querySelectorAll<HTMLElement>('.cell')].map((cell) => ({ ...place(cell), exit: cell.classList.contains('exit'), box: boxOf(cell) })) : [],
        player: shown && token ? { ...place(token), box: boxOf(token), transition: getComputedStyle(token).transition } : null,
        gems: shown ? [...board.querySelectorAll<HTMLElement>('.gem')].map((gem) => ({ ...place(gem), taken: gem.classList.contains('taken'), box: boxOf(gem) })) : [],
        controls: controls.map((button) => ({ name: button.getAttribute('aria-label') ?? button.textContent, box: boxOf(button) })),
        help: helpLine ? boxOf(helpLine) : null,
      };
    }, [awaited ?? null, slide] as [LayoutAwaited | null, SlideRead], { timeout: 15_000 });
}

/** Vitest browser command: clicks, presses a key on, or selects an option of an element inside the frame (as a user would, with Playwright's checks). */
export const actInFrame: BrowserCommand<[frameSelector: string, selector: string, action: 'click' | 'press' | 'select', value?: string]> = async (
  context,
  frameSelector,
  selector,
  action,
  value = '',
) => {
  const { iframe } = playwrightOf(context);
  const target = iframe.frameLocator(frameSelector).locator(selector);
  if (action === 'click') await target.click({ timeout: 10_000 });
  else if (action === 'press') await target.press(value, { timeout: 10_000 });
  else await target.selectOption(value, { timeout: 10_000 });
};

/** Vitest browser command: the page's size (the tester frame follows with `page.viewport`), `prefers-reduced-motion`, `prefers-color-scheme`, and a touch screen or none. */
export const setScreen: BrowserCommand<[size: { width: number; height: number }, reducedMotion: boolean, touch: boolean, colorScheme: 'light' | 'dark']> = async (
  context,
  size,
  reducedMotion,
  touch,
  colorScheme,
) => {
  const { page } = playwrightOf(context);
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.emulateMedia({ reducedMotion: reducedMotion ? 'reduce' : 'no-preference', colorScheme });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: touch, maxTouchPoints: touch ? 5 : 1 });
};

/** Vitest browser command: an attribute of the first element matching `selector` inside the frame (null when absent). */
export const readFrameAttribute: BrowserCommand<[frameSelector: string, selector: string, name: string]> = async (context, frameSelector, selector, name) => {
  const { iframe } = playwrightOf(context);
  return iframe.frameLocator(frameSelector).locator(selector).first().getAttribute(name, { timeout: 10_000 });
};
