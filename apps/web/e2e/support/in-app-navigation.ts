import type { Page } from '@playwright/test';

/**
 * In-app navigation to `path` as a link or Telegram's Back does it (the router follows the
 * history): the page's code is not loaded again, as it is not inside the mini app, where a player
 * moves between pages without reloading. Scrolled down first, so the new page must not inherit the
 * old one's scroll, and the focus left on a header link, as a tap leaves it (the route then moves
 * it to `main`, which stays the same element across pages).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname + window.location.search === to) return;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    document.querySelector<HTMLElement>('header a[href]')?.focus({ preventScroll: true });
    window.history.pushState({ idx: window.history.length }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }, path);
}
