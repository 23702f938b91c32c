import type { Page, Route } from '@playwright/test';

/** Holds every request matching `url` until `release` is called; resolves `held` at the first. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ held: Promise<void>; release: () => void }> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    seen = resolve;
  });
  await page.route(url, async (route: Route) => {
    seen();
    await released;
    await route.fallback();
  });
  return { held, release };
}
