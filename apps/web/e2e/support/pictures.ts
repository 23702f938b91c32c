import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { callApi, registerConfirmed } from './account.ts';
import { animationsAtRest } from './axe.ts';
import { enableTotp, giveTotpOrBackupCode } from './second-factor.ts';
import { setSiteScheme } from './site-scheme.ts';

// Screenshot comparisons (Playwright's toHaveScreenshot) against the baselines committed in
// e2e/pictures/<page>/<device>-<scheme>.png (snapshotPathTemplate in playwright.config.ts).
// A visible change fails the test until the baseline is deliberately updated:
//   npx playwright test e2e/pictures-<file>.spec.ts --update-snapshots
// and the changed PNGs are reviewed with the change (docs/web/tests.md#screenshots).

/** The two devices every picture is taken on: a phone (touch, mobile viewport) and a desktop. */
export const pictureDevices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;

// Numbers and dates are formatted as on every machine the same: CI's locale may differ. The time
// zone is the run's (playwright.config.ts), whose instants the pictures must not depend on: `steadyTexts`.
const sameEverywhere = { locale: 'en-US' } as const;
export type PictureDevice = keyof typeof pictureDevices;
export const deviceNames = Object.keys(pictureDevices) as PictureDevice[];

export type PictureScheme = 'light' | 'dark';
export const pictureSchemes: readonly PictureScheme[] = ['light', 'dark'];

/**
 * Declares `body` once per device, each in a describe whose pages have that device's viewport,
 * touch and mobile flags (they are fixed when a browser context is made, so one test per device).
 */
export function forEachDevice(body: (device: PictureDevice) => void): void {
  for (const device of deviceNames) {
    test.describe(device, () => {
      test.use({ ...pictureDevices[device], ...sameEverywhere });
      body(device);
    });
  }
}

/** Switches the colour scheme as the system would and as the appearance store applies it, without a reload (a form's state survives). */
export async function showScheme(page: Page, scheme: PictureScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await setSiteScheme(page, scheme);
}

export interface PictureOptions {
  device: PictureDevice;
  /** Parts whose content changes from run to run (generated codes, counts other tests change): painted over in the picture. */
  mask?: Locator[];
  /**
   * Parts that show an instant or a day (they follow the run's clock and time zone, E2E_CLOCK and
   * E2E_TIMEZONE): their text is replaced by `text`, one fixed value of the same form, so that the
   * picture, its wrapping and its widths are the same at any instant. Test the real value before.
   */
  steadyTexts?: { locator: Locator; text: string }[];
  /**
   * Parts whose very form depends on what other tests have done on the shared server (not only
   * their text, which `mask` covers): left out of the picture (`display: none`). Test them
   * elsewhere; they must be on the page.
   */
  leftOut?: Locator[];
  /** The whole page rather than the viewport; for pages of a few screens at most. */
  fullPage?: boolean;
  /** The schemes to compare (both unless said): a page holding a game frame, which takes its scheme when it opens, is pictured once per scheme. */
  schemes?: readonly PictureScheme[];
}

/**
 * Compares the page as it is now, in light and then dark, with its baselines
 * `e2e/pictures/<name>/<device>-<scheme>.png`. Wait for the page's real readiness (its heading,
 * its data) before calling: this only settles fonts and animations.
 */
export async function expectPictures(page: Page, name: string, options: PictureOptions): Promise<void> {
  // Nothing still loading anywhere on the page (each part's data has arrived).
  await expect(page.locator('.loading-screen'), `${name}: still loading`).toHaveCount(0);
  for (const { locator, text } of options.steadyTexts ?? []) {
    await expect(locator.first(), `${name}: a text to hold steady`).toBeVisible();
    await locator.evaluateAll((elements, value) => {
      for (const element of elements) element.textContent = value;
    }, text);
  }
  for (const locator of options.leftOut ?? []) {
    await expect(locator.first(), `${name}: a part to leave out`).toBeVisible();
    await locator.evaluateAll((elements) => {
      for (const element of elements) if (element instanceof HTMLElement) element.style.display = 'none';
    });
  }
  for (const scheme of options.schemes ?? pictureSchemes) {
    await showScheme(page, scheme);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await animationsAtRest(page);
    await expect(page, `${name} on ${options.device} in ${scheme}`).toHaveScreenshot([name, `${options.device}-${scheme}.png`], {
      fullPage: options.fullPage ?? false,
      mask: options.mask ?? [],
    });
  }
}

const stateDirectory = join(import.meta.dirname, '..', '..', 'test-results', 'pictures-state');

export interface PictureAccount {
  /** Fixed per spec file: the e2e game server starts empty each run, and no other test uses it. */
  email: string;
  displayName: string;
  password: string;
}

/** Signs `account` in on a fresh context (registering it the first time) and saves its cookies for the file's tests. */
async function signInOnce(browser: Browser, account: PictureAccount, statePath: string, origin: string | undefined): Promise<void> {
  // Not the file's saved state (test.use applies it to every new context): a clean one.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, ...(origin ? { baseURL: origin } : {}) });
  const page = await context.newPage();
  await page.goto('/');
  // A worker that restarts after a failed test signs the same account in again.
  const login = await page.request.post('/api/auth/email/login', {
    headers: { 'x-site-request': '1', 'content-type': 'application/json' },
    data: JSON.stringify({ email: account.email, password: account.password }),
  });
  // A moderator's or admin's account has two-step sign-in on (the admin pages need it): its secret
  // and backup codes are kept beside the saved state, for a worker that signs it in again.
  const secretPath = `${statePath}.totp.json`;
  const pendingSecondFactor = !login.ok() && ((await login.json()) as { error?: { code?: string } }).error?.code === 'second_factor_pending';
  if (pendingSecondFactor && existsSync(secretPath)) {
    const kept = JSON.parse(readFileSync(secretPath, 'utf8')) as { secret: string; backupCodes: string[] };
    await giveTotpOrBackupCode(page, kept, (used) => {
      writeFileSync(secretPath, JSON.stringify({ ...kept, backupCodes: kept.backupCodes.filter((code) => code !== used) }));
    });
  } else if (!login.ok()) await registerConfirmed(page, account);
  const { account: signedIn } = await callApi<{ account: { role: string } }>(page, 'GET', '/api/session');
  const { totpEnabled } = await callApi<{ totpEnabled: boolean }>(page, 'GET', '/api/account/second-factor');
  if (signedIn.role !== 'player' && !totpEnabled) writeFileSync(secretPath, JSON.stringify(await enableTotp(page)));
  expect(await callApi<{ account: { displayName: string } | null }>(page, 'GET', '/api/session')).toMatchObject({ account: { displayName: account.displayName } });
  await context.storageState({ path: statePath });
  await context.close();
}

/**
 * Every test of the file (or of the describe it is called in) runs signed in as `account`: one
 * sign-in per worker, its storage state reused by each test's fresh context. Call
 * `test.describe.configure({ mode: 'default' })` in the file so its tests share one worker.
 * `origin` (read when the hook runs): a site of the file's own instead of the configured one.
 */
export function signedInForPictures(account: PictureAccount, label: string, origin?: () => string): void {
  mkdirSync(stateDirectory, { recursive: true });
  const statePath = join(stateDirectory, `${label}.json`);
  test.beforeAll(async ({ browser }) => {
    await signInOnce(browser, account, statePath, origin?.());
  });
  test.use({ storageState: statePath });
}
