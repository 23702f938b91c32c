import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Lets opening animations (e.g. the connect modal's fade-in) finish, so colours are measured at rest. */
export async function animationsAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** axe-core (WCAG 2.x A and AA, best practices) finds nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await animationsAtRest(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(summary, label).toEqual([]);
}
