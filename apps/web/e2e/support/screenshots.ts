import { expect, type Page } from '@playwright/test';
import { shootArtifacts, saveArtifact } from './artifacts.ts';
import { animationsAtRest, expectNoAxeViolations } from './axe.ts';
import { setSiteScheme } from './site-scheme.ts';

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * axe in both colour schemes (in full in light, then what the colours change in dark), and a
 * screenshot of each at desktop and mobile size (full page unless `fullPage: false`), of the page
 * as it is now (artifacts/<name>-<size>-<scheme>.png, when the run takes artifacts). The scheme is
 * switched the way the appearance store does it (`<html data-appearance>`), so a form's state
 * survives; with `system: true`, by the system turning light and dark instead, which the site's
 * store follows live with everything that reads it (the wallet's modals too). It waits for the
 * page's own heading first.
 */
export async function checkAndShootBothSchemes(page: Page, name: string, options: { fullPage?: boolean; system?: boolean } = {}): Promise<void> {
  const { fullPage = true, system = false } = options;
  // The page itself, not the spinner shown while its chunk loads (which has no heading yet).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    if (system) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-appearance', scheme);
      await animationsAtRest(page);
    } else {
      await setSiteScheme(page, scheme);
    }
    await expectNoAxeViolations(page, `${name} (${scheme})`, scheme === 'dark' ? { colours: 'only' } : {});
    if (!shootArtifacts) continue;
    for (const size of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(viewports[size]);
      await animationsAtRest(page);
      await saveArtifact(page, `${name}-${size}-${scheme}`, { fullPage });
    }
    await page.setViewportSize(viewports.desktop);
  }
}
