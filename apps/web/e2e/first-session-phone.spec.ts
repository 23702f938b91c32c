import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { linkIn, nextMail, uniqueEmail } from './support/mail.ts';
import { finishLevelOneThroughApi } from './support/levels-runs.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';

// What a new player trips over in a first session on a phone (issue 36), in English and Spanish:
// back where they set out to sign in once the e-mail is confirmed, welcomed as new (then back),
// every duration written one way, a name to choose before inviting, and a connect button that
// says it is working while its code loads.

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale: 'en-US' } as const;
const password = 'correct horse battery staple';
const languages = ['en', 'es'] as const;
type Language = (typeof languages)[number];

const fill = (key: string, language: Language, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key, language));
const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A translation with `{{name}}` placeholders as a pattern whose groups catch them. */
const pattern = (key: string, language: Language): RegExp => new RegExp(`^${escape(text(key, language)).replace(/\\\{\\\{\w+\\\}\\\}/g, '(.+)')}$`);

/** Registers `email` through the API (no name unless given) and answers the mailed link's path. */
async function registerAndGetLink(page: Page, email: string, displayName?: string): Promise<string> {
  await callApi(page, 'POST', '/api/auth/email/register', { email, password, ...(displayName ? { displayName } : {}) });
  const link = linkIn(await nextMail(email), '/email-register');
  return link.pathname + link.search;
}

/** Opens the mailed link as a person taps it in their mail app, in the same browser, and waits until it has signed in. */
async function openMailedLink(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/email-register/, { timeout: 15_000 });
}


test.use(phone);

for (const language of languages) {
  test.describe(`a new player on a phone, in ${language}`, () => {
    test('signs up from a game page, lands back on it once the e-mail is confirmed, and is welcomed as new, then back', async ({ page }) => {
      test.slow(); // waits out the server's minimum run time once
      const name = language === 'en' ? 'Noor Newcomer' : 'Lucía Nueva';
      await page.goto(`/games/levels?level=1&lng=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
      await page.getByRole('banner').getByRole('link', { name: text('nav.login', language), exact: true }).tap();
      await expect(page).toHaveURL(/\/login$/);
      await openMailedLink(page, await registerAndGetLink(page, uniqueEmail(`return-${language}`), name));
      await expect(page).toHaveURL(/\/games\/levels\?level=1(&lng=\w+)?$/);
      await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();

      await page.getByRole('banner').getByRole('link', { name: text('site.name', language) }).tap();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill('home.welcome', language, { name }));
      await checkAndShootBothSchemes(page, `first-session-welcome-${language}`);

      await finishLevelOneThroughApi(page);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill('home.welcomeBack', language, { name }));
    });

    // Where the page goes does not depend on the language: the guard is checked in English only,
    // four accounts (eight page loads) fewer than in both.
    if (language === 'en') test('a link to another site kept as the way back is never followed: the profile instead', async ({ page }) => {
      test.slow(); // four accounts
      await page.goto(`/news?lng=${language}`);
      await page.getByRole('banner').getByRole('link', { name: text('nav.login', language), exact: true }).tap();
      // The sign-in page drawn: the way back is kept by then, and overwritten below.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.login', language));
      // What a hostile script or an old version could leave in storage: another origin, then a protocol-relative path.
      for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
        await page.evaluate((value) => {
          localStorage.setItem('site.signInReturn', JSON.stringify({ path: value, at: Date.now() }));
        }, path);
        await openMailedLink(page, await registerAndGetLink(page, uniqueEmail(`hostile-${language}`)));
        await expect(page).toHaveURL(/\/profile$/);
        await callApi(page, 'POST', '/api/auth/logout');
      }
    });

    test('stamina time reads the same way on /profile and /recover-stamina', async ({ page }) => {
      await registerConfirmed(page, { email: uniqueEmail(`stamina-${language}`), password, displayName: 'Sam Stamina' });
      await callApi(page, 'POST', '/api/games/levels/runs');

      await page.goto(`/profile?lng=${language}`);
      const fullIn = page.locator('[data-stamina-full]');
      await expect(fullIn).toHaveText(pattern('profile.staminaFullIn', language));
      const onProfile = pattern('profile.staminaFullIn', language).exec((await fullIn.textContent()) ?? '')?.[1] ?? '';

      await page.goto('/recover-stamina');
      const timeToFull = page.locator(`.economy-facts dt:text-is("${text('economy.recoverStamina.timeToFull', language)}") + dd`);
      await expect(timeToFull).toHaveText(pattern('economy.recoverStamina.fullIn', language));
      const onRecover = pattern('economy.recoverStamina.fullIn', language).exec((await timeToFull.textContent()) ?? '')?.[1] ?? '';

      // One style: whole words, hours and minutes joined as the language joins two things (seconds only under a minute); never "hr", "min" or "sec".
      const oneStyle = language === 'en' ? /^(\d+ hours?( and )?)?(\d+ minutes?)?$|^\d+ seconds?$/ : /^(\d+ horas?( y )?)?(\d+ minutos?)?$|^\d+ segundos?$/;
      expect(onProfile).toMatch(oneStyle);
      expect(onRecover).toMatch(oneStyle);
      await checkAndShootBothSchemes(page, `first-session-recover-stamina-${language}`);
    });

    test('before copying an invite link, a player with the automatic name is offered to choose one (or skip)', async ({ page }) => {
      await registerConfirmed(page, { email: uniqueEmail(`invite-name-${language}`), password });
      const { account } = await callApi<{ account: { displayName: string } }>(page, 'GET', '/api/session');
      expect(account.displayName).toMatch(/^Player [0-9A-Z]{4}$/);

      await page.goto(`/invite-users?lng=${language}`);
      const offer = page.getByRole('region', { name: text('invite.nameOffer.heading', language) });
      await expect(offer).toContainText(account.displayName);
      const copy = page.getByRole('button', { name: text('invite.copy', language) });
      await expect(copy).toBeVisible();
      // The offer comes before the link it is about.
      expect((await offer.boundingBox())?.y ?? Infinity).toBeLessThan((await copy.boundingBox())?.y ?? 0);
      await checkAndShootBothSchemes(page, `first-session-invite-name-${language}`);

      // Skipped: gone, the link still there to copy.
      await offer.getByRole('button', { name: text('invite.nameOffer.skip', language) }).tap();
      await expect(offer).toHaveCount(0);
      await expect(copy).toBeVisible();

      // Offered again on the next visit while the name is still automatic; saved through the profile endpoint.
      await page.reload();
      const chosen = language === 'en' ? 'Ines Inviter' : 'Inés Invita';
      await offer.getByLabel(text('account.displayName', language)).fill(chosen);
      await offer.getByRole('button', { name: text('account.saveName', language) }).tap();
      await expect(offer).toContainText(fill('account.nameSaved', language, { name: chosen }));
      expect((await callApi<{ account: { displayName: string } }>(page, 'GET', '/api/session')).account.displayName).toBe(chosen);
      await expect(page.getByRole('banner').getByRole('button', { name: chosen })).toBeVisible();

      // A chosen name is never asked about.
      await page.reload();
      await expect(copy).toBeVisible();
      await expect(offer).toHaveCount(0);
    });

    test("Connect wallet says it is working from the tap while the wallet's code loads, and a second tap opens nothing more", async ({ page }) => {
      // The wallet UI's chunk is held at the network until the busy state has been seen.
      const held: Route[] = [];
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/wallet-ui-[\w-]+\.js$/, async (route) => {
        held.push(route);
        await released;
        await route.continue();
      });
      await page.goto(`/news?lng=${language}`);
      const connect = page.getByRole('banner').getByRole('button', { name: text('connect.button', language) });
      await expect(connect).toBeVisible();
      await expect(connect).not.toHaveAttribute('aria-busy', 'true');

      await connect.tap();
      await expect(connect).toHaveAttribute('aria-busy', 'true');
      await expect(connect.locator('.spinner')).toBeVisible();
      // Tapped anyway (a busy button is aria-disabled, which Playwright would wait out).
      await connect.tap({ force: true });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect.poll(() => held.length, { message: "the wallet UI's chunk was asked for and is held" }).toBeGreaterThan(0);
      await checkAndShootBothSchemes(page, `first-session-connect-busy-${language}`);

      release();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(connect).not.toHaveAttribute('aria-busy', 'true');
    });
  });
}
