import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';

// The pool's reset, proven directly (tab-pool.ts): the suite passing with it only shows that no
// test so far depended on a leak. The tests run in order in one worker, so each finds the tab the
// one before it left.
test.describe.configure({ mode: 'serial' });

const probe = '/tab-pool-probe';
let tabBefore: Page | undefined;
let viewportBefore: { width: number; height: number } | null = null;
const heardBefore: string[] = [];

test('a test leaves cookies, storage, a route, init scripts, a listener, a viewport, media and history behind', async ({ page, context }) => {
  tabBefore = page;
  viewportBefore = page.viewportSize();
  await context.addInitScript(() => {
    Object.assign(window, { leftByContextScript: true });
  });
  await page.addInitScript(() => {
    Object.assign(window, { leftByPageScript: true });
  });
  await page.route(`**${probe}`, (route) => route.fulfill({ body: 'routed by the page' }));
  await context.route(`**${probe}-context`, (route) => route.fulfill({ body: 'routed by the context' }));
  page.on('console', (message) => heardBefore.push(message.text()));
  await page.setViewportSize({ width: 400, height: 300 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.goto('/');
  await page.goto('/news');
  await page.evaluate(async () => {
    localStorage.setItem('left', 'local');
    sessionStorage.setItem('left', 'session');
    document.cookie = 'left=cookie; path=/';
    await new Promise((resolve, reject) => {
      const request = indexedDB.open('left-database');
      request.onsuccess = () => {
        request.result.close();
        resolve(null);
      };
      request.onerror = () => {
        reject(request.error ?? new Error('indexedDB.open failed'));
      };
    });
  });

  // Everything took, so its absence in the next test is the reset's doing.
  const heard = page.waitForEvent('console');
  await page.evaluate(() => {
    console.warn('heard by the first test');
  });
  await heard;
  expect(heardBefore).toContain('heard by the first test');
  expect(await page.evaluate(probeState, probe)).toEqual({
    contextScript: true,
    pageScript: true,
    local: 'local',
    session: 'session',
    cookie: true,
    databases: ['left-database'],
    routedByPage: 'routed by the page',
    routedByContext: 'routed by the context',
    dark: true,
    reducedMotion: true,
  });
  expect(page.viewportSize()).toEqual({ width: 400, height: 300 });
});

test('the next test in that tab finds none of it, on a blank page with no history', async ({ page, context }) => {
  expect(page, 'the same tab, reused').toBe(tabBefore);
  // Soft: a broken reset is reported with everything it left, not only the first.
  expect.soft(page.url()).toBe('about:blank');
  expect.soft(await context.cookies()).toEqual([]);
  expect.soft(page.viewportSize()).toEqual(viewportBefore);

  await page.goto('/');
  const state = await page.evaluate(probeState, probe);
  expect.soft(state).toMatchObject({ contextScript: false, pageScript: false, local: null, session: null, cookie: false, databases: [], dark: false, reducedMotion: false });
  expect.soft(state.routedByPage).not.toBe('routed by the page');
  expect.soft(state.routedByContext).not.toBe('routed by the context');

  const heard = page.waitForEvent('console');
  await page.evaluate(() => {
    console.warn('said in the second test');
  });
  await heard;
  expect.soft(heardBefore, "the first test's listener is gone").not.toContain('said in the second test');

  // Back goes to the blank page the reset left, never to the first test's pages.
  await page.goBack();
  expect.soft(page.url()).not.toContain('/news');
});

test('a test that does what a reset cannot undo leaves its tab behind', async ({ page }) => {
  tabBefore = page;
  await page.exposeFunction('leftBinding', () => 'bound');
  await page.goto('/');
  expect(await page.evaluate(() => 'leftBinding' in window)).toBe(true);
});

test('the next test gets a new tab, without that binding', async ({ page }) => {
  expect(page, 'a new tab').not.toBe(tabBefore);
  expect(tabBefore?.isClosed(), 'the retired tab is closed').toBe(true);
  await page.goto('/');
  expect(await page.evaluate(() => 'leftBinding' in window)).toBe(false);
});

/** What a page of the site sees of what a test may leave behind. */
async function probeState(probePath: string) {
  const read = (path: string) => fetch(path).then((response) => response.text());
  return {
    contextScript: 'leftByContextScript' in window,
    pageScript: 'leftByPageScript' in window,
    local: localStorage.getItem('left'),
    session: sessionStorage.getItem('left'),
    cookie: document.cookie.includes('left=cookie'),
    databases: (await indexedDB.databases()).map((database) => database.name).filter((name) => name === 'left-database'),
    routedByPage: await read(probePath),
    routedByContext: await read(`${probePath}-context`),
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}
