import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Lets opening animations (e.g. the connect modal's fade-in) finish, so colours are measured at rest. */
export async function animationsAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** The rules whose answer depends on the colour scheme: everything else reads the same document. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core (WCAG 2.x A and AA, best practices) finds nothing on the page as it is now. With
 * `colours: 'only'`, just the rules a change of colour scheme can change: for a page already
 * checked in full in the other scheme (half the time of a full check).
 */
export async function expectNoAxeViolations(page: Page, label: string, options: { colours?: 'only' } = {}): Promise<void> {
  await animationsAtRest(page);
  const axe = new AxeBuilder({ page });
  const results = await (options.colours === 'only' ? axe.withRules(colourRules) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(summary, label).toEqual([]);
}
