import type { BrowserCommand } from 'vitest/node';

interface FrameLocatorLike {
  frameLocator(selector: string): { locator(selector: string): { first(): { textContent(options: { timeout: number }): Promise<string | null> } } };
}

/**
 * Vitest browser command (playwright provider): the text of the first element matching
 * `selector` inside the frame matching `frameSelector` on the test page. A game frame has
 * another origin than the test page, so the test's own DOM APIs cannot read it; Playwright can.
 * Waits up to 5 s for the element; read it again with `expect.poll` to wait for a text.
 */
export const readFrameText: BrowserCommand<[frameSelector: string, selector: string]> = async (context, frameSelector, selector) => {
  if (context.provider.name !== 'playwright') throw new Error('readFrameText needs the playwright provider');
  const iframe = (context as unknown as { iframe: FrameLocatorLike }).iframe;
  return (await iframe.frameLocator(frameSelector).locator(selector).first().textContent({ timeout: 5000 })) ?? '';
};
