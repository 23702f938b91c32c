import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { uniqueEmail } from './support/mail.ts';
import { pictureDevices } from './support/pictures.ts';
import { picturesSiteUrl } from './support/pictures-servers.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';

// Every text that names the ways to sign in names the server's enabled ways (GET /api/config),
// in every shipped language: the invite's welcome, the wallet modal's way out, /login.

const languages = ['en', 'es'] as const;
type Language = (typeof languages)[number];
const locales: Record<Language, string> = { en: 'en-US', es: 'es-ES' };
type Way = 'wallet' | 'email' | 'telegram' | 'google' | 'apple' | 'appleIos';

interface SignInConfig {
  signIn: { wallet: boolean; email: boolean; telegram: { enabled: boolean }; google: boolean; apple: boolean; appleIos: boolean };
}

/** The ways the server at `page`'s origin enables, named in `language` and joined as the browser joins "or" lists. */
async function waysPhrase(page: Page, language: Language, except: Way[] = []): Promise<string> {
  const { signIn } = await callApi<SignInConfig>(page, 'GET', '/api/config');
  const enabled: Record<Way, boolean> = { wallet: signIn.wallet, email: signIn.email, telegram: signIn.telegram.enabled, google: signIn.google, apple: signIn.apple, appleIos: signIn.appleIos };
  const names = [...new Set((Object.keys(enabled) as Way[]).filter((way) => enabled[way] && !except.includes(way)).map((way) => text(`signInWays.${way}`, language)))];
  return page.evaluate(([lang, list]) => new Intl.ListFormat(lang, { type: 'disjunction' }).format(list), [language, names] as const);
}

async function phonePage(browser: Browser, language: Language, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({ ...pictureDevices.phone, locale: locales[language], ...(baseURL ? { baseURL } : {}) });
  return context.newPage();
}

/** The wallet modal with no wallet found: its link to the other ways names them, and leads to /login. */
async function expectWalletModalNames(page: Page, language: Language, shot: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: text('connect.button', language) }).click();
  const modal = page.getByRole('dialog', { name: text('wallet.selectTitle', language) });
  await expect(modal.getByText(text('wallet.noWallets', language))).toBeVisible();
  const others = await waysPhrase(page, language, ['wallet']);
  const link = modal.getByRole('link', { name: text('wallet.otherSignInLink', language).replace('{{ways}}', others), exact: true });
  await expect(link).toBeVisible();
  await checkAndShootBothSchemes(page, shot);
  await link.click();
  await expect(page).toHaveURL(/\/login$/);
}

for (const language of languages) {
  test(`on a phone in ${language}, the invite's welcome and the wallet modal name the ways this server enables`, async ({ browser }) => {
    // The inviter registers in English (the helper reads the English pages); the friend reads `language`.
    const inviter = await phonePage(browser, 'en');
    await registerConfirmed(inviter, { email: uniqueEmail(`ways-${language}`), password: 'amber lantern rivers 57', displayName: `Wanda Ways ${language}` });
    const { code } = await callApi<{ code: string }>(inviter, 'GET', '/api/invites');
    await inviter.context().close();

    const page = await phonePage(browser, language);
    await page.goto(`/?ref=${code}`);
    const welcome = page.getByTestId('invite-welcome');
    await expect(welcome).toBeVisible();
    // This server takes e-mail: "Create your account" is the e-mail sign-up itself, the other ways a link to /login.
    const others = await waysPhrase(page, language, ['email']);
    const first = welcome.getByRole('listitem').first();
    await expect(first).toHaveText(
      `${text('invite.welcome.signUp', language)} ${text('invite.welcome.signUpHint', language).replace('{{ways}}', text('signInWays.email', language))} ${text('invite.welcome.otherWays', language).replace('{{ways}}', others)}`,
    );
    await expect(first.getByRole('link', { name: text('invite.welcome.signUp', language) })).toHaveAttribute('href', '/email-register');
    await expect(first.getByRole('link', { name: text('invite.welcome.otherWays', language).replace('{{ways}}', others) })).toHaveAttribute('href', '/login');
    await checkAndShootBothSchemes(page, `sign-in-ways-invite-${language}`);
    await expectWalletModalNames(page, language, `sign-in-ways-modal-${language}`);
    await page.context().close();
  });
}

test('a server with only the wallet and e-mail on: /login and the wallet modal offer and name those two, in English and Spanish', async ({ browser }) => {
  // The second game server of the run (support/pictures-servers.ts) has no Telegram, Google or
  // Apple set up; this test only reads from it.
  for (const language of languages) {
    const page = await phonePage(browser, language, picturesSiteUrl());
    await page.goto('/login');
    const main = page.getByRole('main');
    await expect(main.getByText(text('login.intro', language), { exact: true })).toBeVisible();
    const cards = main.locator('.feature-card__title');
    await expect(cards).toHaveText([text('login.methods.walletLogin.title', language), text('login.methods.emailLogin.title', language)]);
    expect(await waysPhrase(page, language)).toBe(`${text('signInWays.wallet', language)} ${language === 'en' ? 'or' : 'o'} ${text('signInWays.email', language)}`);
    await checkAndShootBothSchemes(page, `sign-in-ways-login-wallet-email-${language}`);
    await expectWalletModalNames(page, language, `sign-in-ways-modal-wallet-email-${language}`);
    await page.context().close();
  }
});
