import type { Page } from '@playwright/test';

/** The site's colour scheme switched as its appearance store applies it (`data-appearance` and `color-scheme` on `<html>`), without a reload. */
export async function setSiteScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.dataset.appearance = value;
    document.documentElement.style.colorScheme = value;
  }, scheme);
}
