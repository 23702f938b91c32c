import type { Page, PageScreenshotOptions } from '@playwright/test';
import { setSiteScheme } from './site-scheme.ts';

/**
 * The artifact screenshots (docs/web/tests.md#screenshots) are for people to look at: every
 * local run takes them; CI's fresh machine, which nobody looks into, does not, unless
 * `E2E_ARTIFACTS=1` (`E2E_ARTIFACTS=0` skips them anywhere). The compared pictures run everywhere.
 */
export const shootArtifacts = process.env.E2E_ARTIFACTS === '1' || (process.env.E2E_ARTIFACTS !== '0' && process.env.CI !== 'true');

/** `artifacts/<name>.png`, animations at rest and no caret, when this run takes artifacts. */
export async function saveArtifact(page: Page, name: string, options: Omit<PageScreenshotOptions, 'path'> = {}): Promise<void> {
  if (!shootArtifacts) return;
  await page.screenshot({ path: `artifacts/${name}.png`, animations: 'disabled', caret: 'hide', ...options });
}

/** Artifact screenshots of the page as it is now in both colour schemes (the site's own switch, light then dark), when this run takes artifacts. */
export async function shootBothSchemes(page: Page, name: string): Promise<void> {
  if (!shootArtifacts) return;
  for (const scheme of ['light', 'dark'] as const) {
    await setSiteScheme(page, scheme);
    await saveArtifact(page, `${name}-${scheme}`);
  }
}
