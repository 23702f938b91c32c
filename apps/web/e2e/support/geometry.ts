import { expect, type Locator, type Page } from '@playwright/test';
import { animationsAtRest } from './axe.ts';

// What must be seen, checked by its box in the real browser: reading a text proves it is in the
// document, not that anyone can see it. Boxes are CSS pixels relative to the viewport.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Half a pixel either way: layouts with fractional sizes round, nothing visible hides in that. */
const slack = 0.5;

async function boxOf(locator: Locator, label: string): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${label}: has no box (not rendered)`).not.toBeNull();
  return box as Box;
}

function viewportOf(page: Page): { width: number; height: number } {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The page has no fixed viewport: geometry checks need one.');
  return viewport;
}

/**
 * `locator` can be seen: visible, not zero-sized, and inside the viewport horizontally (nothing
 * that must be read is cut at the sides or needs a sideways scroll). With `{ fullyInView: true }`
 * it must also lie within the viewport's height, for what must be seen without scrolling.
 */
export async function expectOnScreen(locator: Locator, options: { label?: string; fullyInView?: boolean } = {}): Promise<Box> {
  const label = options.label ?? locator.toString();
  await expect(locator, label).toBeVisible();
  // Measured where it comes to rest, not halfway through an opening animation.
  await animationsAtRest(locator.page());
  const box = await boxOf(locator, label);
  expect(box.width, `${label}: width`).toBeGreaterThan(0);
  expect(box.height, `${label}: height`).toBeGreaterThan(0);
  const viewport = viewportOf(locator.page());
  expect(box.x, `${label}: left edge inside the viewport`).toBeGreaterThanOrEqual(-slack);
  expect(box.x + box.width, `${label}: right edge inside the viewport (${viewport.width} px)`).toBeLessThanOrEqual(viewport.width + slack);
  if (options.fullyInView) {
    expect(box.y, `${label}: top edge inside the viewport`).toBeGreaterThanOrEqual(-slack);
    expect(box.y + box.height, `${label}: bottom edge inside the viewport (${viewport.height} px)`).toBeLessThanOrEqual(viewport.height + slack);
  }
  return box;
}

/** Every one of `locators` is on screen (see expectOnScreen). */
export async function expectAllOnScreen(locators: readonly Locator[], options: { fullyInView?: boolean } = {}): Promise<void> {
  for (const locator of locators) await expectOnScreen(locator, options);
}

/** The page never scrolls sideways: the document is no wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page, label = page.url()): Promise<void> {
  const { documentWidth, viewportWidth, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    // The element that sticks out furthest to the right, to name the culprit in the failure.
    let widest = '';
    let right = root.clientWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} (right edge ${Math.round(box.right)})`;
      }
    }
    return { documentWidth: root.scrollWidth, viewportWidth: root.clientWidth, widest };
  });
  expect(documentWidth, `${label}: the document is wider than the viewport${widest ? `; widest: ${widest}` : ''}`).toBeLessThanOrEqual(viewportWidth);
}

/** `locator`, a box that may scroll sideways (a wide table's), has nothing to scroll: all of it shows. */
export async function expectNoSidewaysScroll(locator: Locator, label = locator.toString()): Promise<void> {
  const { scrollWidth, clientWidth } = await locator.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth, `${label}: wider than its box, so part of it is hidden until scrolled`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Which edges of a sideways-scrolling box show the shadow that says more is there
 * (src/components/data-table.css): read from the colours its scroll position drives, since a
 * screenshot with animations disabled cannot show them.
 */
export async function scrollShadows(locator: Locator): Promise<{ start: boolean; end: boolean }> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const shown = (name: string): boolean => !/\/ 0\)$|^transparent$|rgba\(0, 0, 0, 0\)/.test(style.getPropertyValue(name).trim());
    return { start: shown('--table-scroll-start'), end: shown('--table-scroll-end') };
  });
}

/** `inner`'s box lies within `outer`'s (e.g. a board inside its stage). */
export async function expectInside(inner: Locator, outer: Locator, label = `${inner.toString()} inside ${outer.toString()}`): Promise<void> {
  const a = await boxOf(inner, label);
  const b = await boxOf(outer, label);
  expect(a.x, `${label}: left`).toBeGreaterThanOrEqual(b.x - slack);
  expect(a.y, `${label}: top`).toBeGreaterThanOrEqual(b.y - slack);
  expect(a.x + a.width, `${label}: right`).toBeLessThanOrEqual(b.x + b.width + slack);
  expect(a.y + a.height, `${label}: bottom`).toBeLessThanOrEqual(b.y + b.height + slack);
}

/** `locator` covers the whole viewport (e.g. the game's stage, which is the screen while a game is open). */
export async function expectFillsViewport(locator: Locator, label = locator.toString()): Promise<void> {
  const box = await boxOf(locator, label);
  const viewport = viewportOf(locator.page());
  for (const [edge, actual, expected] of [
    ['left', box.x, 0],
    ['top', box.y, 0],
    ['width', box.width, viewport.width],
    ['height', box.height, viewport.height],
  ] as const) {
    expect(Math.abs(actual - expected), `${label}: ${edge} is ${actual}, the viewport's is ${expected}`).toBeLessThanOrEqual(slack);
  }
}
