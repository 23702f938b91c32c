import { existsSync } from 'node:fs';
import { debianChromiums } from '@site/headless-chromium';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchInspectorBrowser } from '../inspections/inspect-bundle.ts';

/**
 * One inspector browser (Debian's Chromium, or CHROMIUM_PATH) for the test file: launched before
 * its tests and closed after them. Returns the way to reach it once launched.
 */
export function useInspectorBrowser(): () => Browser {
  const chromiumPath = process.env.CHROMIUM_PATH ?? debianChromiums.find((path) => existsSync(path));
  if (chromiumPath === undefined) throw new Error('these tests need Chromium (apt install chromium-headless-shell, or CHROMIUM_PATH)');
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launchInspectorBrowser(chromiumPath);
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the inspector browser is launched before the tests');
    return browser;
  };
}
