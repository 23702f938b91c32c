import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';
import { signedLaunchHash } from './sign-in-helpers.ts';
import { installTelegramClient, type ClientScreen } from './telegram.ts';

export const phone = { width: 390, height: 844 };

/** A phone with a notch and a home bar, and Telegram's close and menu buttons over the content. */
export const notchedPhone: ClientScreen = { safeArea: { top: 47, right: 0, bottom: 34, left: 0 }, contentSafeArea: { top: 46, right: 0, bottom: 0, left: 0 } };

/** What the page must keep its headings and focus below in full screen (93 px in this client). */
export const topInset = notchedPhone.safeArea.top + notchedPhone.contentSafeArea.top;

/**
 * Opens the mini app on `path` in full screen on a notched phone, signed in as a new Telegram user,
 * or as a visitor (`signedIn: false`: init data signed by another bot, which the server refuses).
 * Returns the Telegram user's id.
 */
export async function openMiniAppOnPhone(page: Page, path: string, options: { theme: Record<string, string>; signedIn?: boolean; userId?: number }): Promise<number> {
  const userId = options.userId ?? randomInt(1_000_000, 2_000_000_000);
  const signedIn = options.signedIn ?? true;
  await page.setViewportSize(phone);
  await installTelegramClient(page, notchedPhone);
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');
  await page.goto(`${path}${signedLaunchHash({ userId, theme: options.theme, ...(signedIn ? {} : { botToken: '7000000002:not-the-harness-bot-token' }) })}`);
  expect((await signIn).status()).toBe(signedIn ? 200 : 401);
  // Full screen is on once the client's insets reach the layout.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-viewport-content-safe-area-inset-top'))).toBe(`${String(notchedPhone.contentSafeArea.top)}px`);
  return userId;
}

/** Where the page's main heading and its focused element are, from the top of the viewport (null: nothing focused). */
export async function headingAndFocusTops(page: Page): Promise<{ heading: number; focus: number | null; focused: string }> {
  return page.evaluate(() => {
    const heading = document.querySelector('main h1') ?? document.querySelector('h1');
    const active = document.activeElement;
    const focused = active && active !== document.body ? active : null;
    return {
      heading: heading?.getBoundingClientRect().top ?? Number.NaN,
      focus: focused ? focused.getBoundingClientRect().top : null,
      focused: focused ? `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''}` : 'body',
    };
  });
}

/** The main heading and the focused element are below Telegram's controls (and the heading is on screen). */
export async function expectClearOfTopInset(page: Page, where: string, options: { soft?: boolean } = {}): Promise<void> {
  await (options.soft ? expect.soft : expect)
    .poll(async () => {
      const { heading, focus, focused } = await headingAndFocusTops(page);
      const problems: string[] = [];
      if (!(heading >= topInset && heading < phone.height)) problems.push(`heading at ${String(heading)} px`);
      if (focus !== null && focus < topInset) problems.push(`focus (${focused}) at ${String(focus)} px`);
      return problems;
    }, { message: `${where}: the heading and the focus must be below ${String(topInset)} px`, timeout: 3000 })
    .toEqual([]);
}

/**
 * The page is at its top after a navigation, the site's header in view below Telegram's controls:
 * keeping only the heading clear (a scroll padding) would leave the header scrolled away.
 */
export async function expectAtItsTop(page: Page, where: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: `${where}: the page must be at its top`, timeout: 3000 }).toBe(0);
}

/** `locator`'s top is below Telegram's controls and on screen. */
export async function expectBelowTopInset(locator: Locator, where: string): Promise<void> {
  await expect
    .poll(async () => (await locator.boundingBox())?.y ?? Number.NaN, { message: `${where}: must be below ${String(topInset)} px`, timeout: 3000 })
    .toBeGreaterThanOrEqual(topInset);
  expect((await locator.boundingBox())?.y ?? Number.NaN, `${where}: on screen`).toBeLessThan(phone.height);
}
