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
  viewport: { width: number; height: number };
  /** The board's own level and size in cells, or null while no board is shown. */
  board: { level: number; columns: number; rows: number; box: Box } | null;
  cells: { row: number; column: number; exit: boolean; box: Box }[];
  player: { row: number; column: number; box: Box; transition: string } | null;
  gems: { row: number; column: number; taken: boolean; box: Box }[];
  /** The slide pad's buttons and the play panel's actions, by label. */
  controls: { name: string; box: Box }[];
}

interface FrameLocatorLike {
  frameLocator(selector: string): {
    locator(selector: string): {
      evaluate<R>(fn: () => Promise<R>, arg?: undefined, options?: { timeout: number }): Promise<R>;
      click(options: { timeout: number }): Promise<void>;
      press(key: string, options: { timeout: number }): Promise<void>;
      selectOption(value: string, options: { timeout: number }): Promise<unknown>;
    };
  };
}
interface PageLike {
  emulateMedia(options: { reducedMotion: 'reduce' | 'no-preference' }): Promise<void>;
  setViewportSize(size: { width: number; height: number }): Promise<void>;
}

function playwrightOf(context: Parameters<BrowserCommand>[0]): { iframe: FrameLocatorLike; page: PageLike } {
  if (context.provider.name !== 'playwright') throw new Error('the Levels frame commands need the playwright provider');
  return context as unknown as { iframe: FrameLocatorLike; page: PageLike };
}

/**
 * Vitest browser command: the layout of the Levels game in the frame matching `frameSelector`,
 * read once its fonts are loaded and the player's slide has finished (its animations' `finished`
 * promises, never a fixed time). Hidden elements (a taken gem) have a zero box.
 */
export const readLevelsLayout: BrowserCommand<[frameSelector: string]> = async (context, frameSelector) => {
  const { iframe } = playwrightOf(context);
  return iframe
    .frameLocator(frameSelector)
    .locator(':root')
    .evaluate(async (): Promise<LevelsLayout> => {
      await document.fonts.ready;
      const token = document.querySelector<HTMLElement>('#board .player');
      await Promise.all((token?.getAnimations() ?? []).map((animation) => animation.finished.catch(() => undefined)));
      const boxOf = (element: Element): Box => {
        const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
        return { left, top, right, bottom, width, height };
      };
      const place = (element: HTMLElement) => ({ row: Number(element.dataset.row), column: Number(element.dataset.column) });
      const board = document.querySelector<HTMLElement>('#board');
      const shown = board !== null && board.checkVisibility();
      const controls = [...document.querySelectorAll<HTMLElement>('#play-panel button')].filter((button) => button.checkVisibility());
      return {
        viewport: { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
        board: shown
          ? { level: Number(board.dataset.level), columns: Number(board.style.getPropertyValue('--cols')), rows: Number(board.style.getPropertyValue('--rows')), box: boxOf(board) }
          : null,
        cells: shown ? [...board.querySelectorAll<HTMLElement>('.cell')].map((cell) => ({ ...place(cell), exit: cell.classList.contains('exit'), box: boxOf(cell) })) : [],
        player: shown && token ? { ...place(token), box: boxOf(token), transition: getComputedStyle(token).transition } : null,
        gems: shown ? [...board.querySelectorAll<HTMLElement>('.gem')].map((gem) => ({ ...place(gem), taken: gem.classList.contains('taken'), box: boxOf(gem) })) : [],
        controls: controls.map((button) => ({ name: button.getAttribute('aria-label') ?? button.textContent ?? '', box: boxOf(button) })),
      };
    }, undefined, { timeout: 10_000 });
};

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

/** Vitest browser command: the page's size (the tester frame follows with `page.viewport`) and `prefers-reduced-motion`. */
export const setScreen: BrowserCommand<[size: { width: number; height: number }, reducedMotion: boolean]> = async (context, size, reducedMotion) => {
  const { page } = playwrightOf(context);
  await page.setViewportSize(size);
  await page.emulateMedia({ reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
};
