import { randomInt } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { saveArtifact } from './support/artifacts.ts';
import { animationsAtRest } from './support/axe.ts';
import { testTelegramMiniAppUrl } from './support/game-server-env.ts';
import { harnessPort } from './support/ports.mjs';
import { finishLevelOneOnStage } from './support/levels-runs.ts';
import { signedLaunchHash } from './support/sign-in-helpers.ts';
import { darkTheme, lightTheme } from './support/telegram.ts';
import { installTelegramClient, telegramCalls, type TelegramAnswers } from './support/telegram-client.ts';
import { text } from './support/translations.ts';

// Sharing, haptics and "add to home screen" inside the Telegram mini app (docs/web/behaviour.md#inside-telegram), on a phone, with the test playing Telegram's client: a new client (Mini
// Apps 8.4) shares the message the server prepared through the bot (the Bot API stand-in records
// it), an old one (7.10) shares a t.me/share link; none of it runs in a plain browser.

const phone = { width: 390, height: 844 };
const newClient = '8.4';
const oldClient = '7.10';

interface BotApiCall {
  method: string;
  params: Record<string, unknown>;
}

/** The Bot API calls of `method` the stand-in received, for this Telegram user. */
async function botApiCalls(method: string, userId: number): Promise<BotApiCall[]> {
  const response = await fetch(`http://127.0.0.1:${harnessPort}/telegram-bot-api/calls?${new URLSearchParams({ method }).toString()}`);
  const { calls } = (await response.json()) as { calls: Record<string, unknown>[] };
  return calls.filter((params) => params.user_id === userId).map((params) => ({ method, params }));
}

/** Opens `path` as Telegram opens the mini app, signed in as a new Telegram user; returns the user's id. */
async function launch(page: Page, options: { path: string; version: string; theme: Record<string, string>; answers?: TelegramAnswers }): Promise<number> {
  await page.setViewportSize(phone);
  await installTelegramClient(page, options.answers);
  const userId = randomInt(1_000_000, 2_000_000_000);
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');
  await page.goto(`${options.path}${signedLaunchHash({ userId, theme: options.theme, version: options.version })}`);
  expect((await signIn).status()).toBe(200);
  return userId;
}

const shareMessageRequest = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/telegram/share-messages'));

/** The t.me/share link a client opened (web_app_open_tg_link), as its `url` and `text`. */
async function sharedLinks(page: Page): Promise<{ url: string | null; text: string | null }[]> {
  return (await telegramCalls(page, 'web_app_open_tg_link')).map(([, params]) => {
    const opened = new URL(`https://t.me${(params as { path_full: string }).path_full}`);
    expect(opened.pathname).toBe('/share/url');
    return { url: opened.searchParams.get('url'), text: opened.searchParams.get('text') };
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  await animationsAtRest(page);
  await saveArtifact(page, name, { fullPage: true });
}

async function openInvitePage(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.inviteUsers'));
  const link = page.getByLabel(text('invite.linkLabel'));
  await expect(link).toHaveValue(new RegExp(`^${testTelegramMiniAppUrl.replaceAll('.', '\\.')}\\?startapp=[0-9A-Z]+$`));
  return link.inputValue();
}

const stage = (page: Page) => page.getByTestId('game-stage');


test.describe('inside Telegram on a phone', () => {
  test('a new client shares the invite as the message the bot prepared', async ({ page }) => {
    const userId = await launch(page, { path: '/invite-users', version: newClient, theme: darkTheme, answers: { web_app_send_prepared_message: ['prepared_message_sent'] } });
    const link = await openInvitePage(page);

    const prepared = shareMessageRequest(page);
    await page.getByRole('button', { name: text('invite.share') }).click();
    const answer = (await (await prepared).json()) as { id: string };
    await expect.poll(() => telegramCalls(page, 'web_app_send_prepared_message')).toEqual([['web_app_send_prepared_message', { id: answer.id }]]);
    const [saved, ...more] = await botApiCalls('savePreparedInlineMessage', userId);
    expect(more).toEqual([]);
    expect(saved?.params).toMatchObject({
      result: { type: 'article', input_message_content: { message_text: expect.stringContaining(link) }, reply_markup: { inline_keyboard: [[{ text: 'Play', url: link }]] } },
    });
    expect(await telegramCalls(page, 'web_app_open_tg_link')).toEqual([]);
    await shoot(page, 'telegram-share-invite-mobile-dark');
  });

  test('an old client shares the invite as a t.me/share link, and asks the server for nothing', async ({ page }) => {
    const shareRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/telegram/share-messages')) shareRequests.push(request.url());
    });
    const userId = await launch(page, { path: '/invite-users', version: oldClient, theme: lightTheme });
    const link = await openInvitePage(page);

    await page.getByRole('button', { name: text('invite.share') }).click();
    await expect.poll(() => sharedLinks(page)).toEqual([{ url: link, text: text('invite.shareText') }]);
    expect(await telegramCalls(page, 'web_app_send_prepared_message')).toEqual([]);
    expect(shareRequests).toEqual([]);
    expect(await botApiCalls('savePreparedInlineMessage', userId)).toEqual([]);
    await shoot(page, 'telegram-share-invite-mobile-light');
  });

  test('a new client: a finished run is shared, plays haptics, and add to home is offered after the third run until dismissed', async ({ page, context }) => {
    test.setTimeout(240_000);
    const userId = await launch(page, {
      path: '/games/levels?level=1',
      version: newClient,
      theme: darkTheme,
      answers: { web_app_send_prepared_message: ['prepared_message_sent'], web_app_check_home_screen: ['home_screen_checked', { status: 'missed' }] },
    });
    const offer = page.getByTestId('home-screen-offer');

    // The first run of level 1 pays (its first completion): a success notification.
    await finishLevelOneOnStage(page);
    await expect.poll(() => telegramCalls(page, 'web_app_trigger_haptic_feedback')).toEqual([['web_app_trigger_haptic_feedback', { type: 'notification', notification_type: 'success' }]]);

    const prepared = shareMessageRequest(page);
    await stage(page).getByRole('button', { name: text('play.outcome.share') }).click();
    const answer = (await (await prepared).json()) as { id: string };
    await expect.poll(() => telegramCalls(page, 'web_app_send_prepared_message')).toEqual([['web_app_send_prepared_message', { id: answer.id }]]);
    const [saved] = await botApiCalls('savePreparedInlineMessage', userId);
    expect(saved?.params).toMatchObject({
      result: {
        title: 'My run of Levels',
        input_message_content: { message_text: expect.stringMatching(/^I completed level 1 of Levels and earned \d+ game coins?\. Can you beat it\?\nhttps:\/\/t\.me\/CoreGamesTestBot\/play\?startapp=/) },
      },
    });
    await shoot(page, 'telegram-share-run-mobile-dark');
    // Not offered before the third run, nor even asked about.
    await expect(offer).toHaveCount(0);

    await page.goto('/games/levels?level=1');
    await finishLevelOneOnStage(page);
    await expect(offer).toHaveCount(0);
    expect(await telegramCalls(page, 'web_app_check_home_screen')).toEqual([]);

    await page.goto('/games/levels?level=1');
    await finishLevelOneOnStage(page);
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('heading', { name: text('play.homeScreen.heading') })).toBeVisible();
    expect(await telegramCalls(page, 'web_app_check_home_screen')).toHaveLength(1);
    await shoot(page, 'telegram-share-home-offer-mobile-dark');
    await offer.getByRole('button', { name: text('play.homeScreen.dismiss') }).click();
    await expect(offer).toHaveCount(0);

    // Dismissed: a fourth run neither offers it nor asks Telegram again.
    await page.goto('/games/levels?level=1');
    await finishLevelOneOnStage(page);
    await expect(stage(page).getByRole('button', { name: text('play.outcome.share') })).toBeVisible();
    await expect(offer).toHaveCount(0);
    expect(await telegramCalls(page, 'web_app_check_home_screen')).toEqual([]);

    // The same account in a plain browser tab (no launch parameters): no Share, no offer, nothing sent to Telegram.
    const browser = await context.newPage();
    await browser.setViewportSize(phone);
    await installTelegramClient(browser);
    await browser.goto('/games/levels?level=1');
    await finishLevelOneOnStage(browser);
    await expect(stage(browser).getByRole('button', { name: text('play.outcome.share') })).toHaveCount(0);
    await expect(browser.getByTestId('home-screen-offer')).toHaveCount(0);
    expect(await telegramCalls(browser)).toEqual([]);
  });

  test('an old client shares a finished run as a t.me/share link and offers no home screen', async ({ page }) => {
    test.setTimeout(120_000);
    const userId = await launch(page, { path: '/games/levels?level=1', version: oldClient, theme: lightTheme });
    await finishLevelOneOnStage(page);
    await stage(page).getByRole('button', { name: text('play.outcome.share') }).click();
    await expect.poll(async () => (await sharedLinks(page)).length).toBe(1);
    const [shared] = await sharedLinks(page);
    expect(shared?.url).toBe(testTelegramMiniAppUrl);
    expect(shared?.text).toMatch(/^I completed level 1 of Levels and earned \d+ game coins?\. Can you beat it\?$/);
    expect(await telegramCalls(page, 'web_app_send_prepared_message')).toEqual([]);
    expect(await botApiCalls('savePreparedInlineMessage', userId)).toEqual([]);
    expect(await telegramCalls(page, 'web_app_check_home_screen')).toEqual([]);
    await shoot(page, 'telegram-share-run-mobile-light');
  });
});
