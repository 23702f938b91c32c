import type { Page, PageScreenshotOptions } from '@playwright/test';
import { shootArtifacts } from '@site/testing/artifacts';
import { setSiteScheme } from './site-scheme.ts';

// The artifact screenshots (docs/web/tests.md#screenshots) are for people to look at, and taken
// only where someone will: `shootArtifacts`. The compared pictures run everywhere.
export { shootArtifacts };

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
