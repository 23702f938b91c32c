import type { BrowserCommand } from 'vitest/node';

interface FrameLocatorLike {
  frameLocator(selector: string): { locator(selector: string): { evaluate<R>(fn: () => R, arg?: undefined, options?: { timeout: number }): Promise<R> } };
}

/**
 * Vitest browser command (playwright provider): the `id` of the focused element inside the frame
 * matching `frameSelector`, or `""` while the frame itself does not have the focus. Focus moves
 * into a frame of another origin asynchronously (another process), and keys pressed before it
 * arrives go to the test page: poll this until it names the element before pressing keys.
 */
export const readFrameFocus: BrowserCommand<[frameSelector: string]> = async (context, frameSelector) => {
  if (context.provider.name !== 'playwright') throw new Error('readFrameFocus needs the playwright provider');
  const iframe = (context as unknown as { iframe: FrameLocatorLike }).iframe;
  return iframe
    .frameLocator(frameSelector)
    .locator(':root')
    .evaluate(() => (document.hasFocus() ? (document.activeElement?.id ?? '') : ''), undefined, { timeout: 5000 });
};
