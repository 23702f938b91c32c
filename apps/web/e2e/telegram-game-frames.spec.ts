import { randomInt } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { finishLevelOneOnStage } from './support/levels-runs.ts';
import { playPort } from './support/ports.mjs';
import { signedLaunchHash } from './support/sign-in-helpers.ts';
import { darkTheme } from './support/telegram.ts';
import { recordTelegramCallOrigins } from './support/telegram-call-origins.ts';
import { installTelegramClient } from './support/telegram-client.ts';
import { text } from './support/translations.ts';

// Telegram refuses a mini-app method called from another origin than the mini app's own (docs/web/behaviour.md#inside-telegram): a game, on the games' origin in its frame, never calls Telegram. What a game
// may cause (haptics on a finished run, sharing it) the host page asks for, from the site's origin.

test('inside the mini app a finished run plays haptics and is shared by the host page; no game frame calls Telegram', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await installTelegramClient(page, { web_app_send_prepared_message: ['prepared_message_sent'] });
  const telegramCalls = await recordTelegramCallOrigins(page);
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');
  await page.goto(`/games/levels?level=1${signedLaunchHash({ userId: randomInt(1_000_000, 2_000_000_000), theme: darkTheme })}`);
  expect((await signIn).status()).toBe(200);
  const siteOrigin = new URL(baseURL ?? page.url()).origin;
  const playOrigin = `http://127.0.0.1:${String(playPort)}`;

  await finishLevelOneOnStage(page);
  await expect.poll(() => telegramCalls().filter((call) => call.method === 'web_app_trigger_haptic_feedback')).toEqual([{ method: 'web_app_trigger_haptic_feedback', via: 'postEvent', origin: siteOrigin }]);
  const stage = page.getByTestId('game-stage');
  await stage.getByRole('button', { name: text('play.outcome.share') }).click();
  await expect.poll(() => telegramCalls().map((call) => call.method)).toContain('web_app_send_prepared_message');

  const game = page.frames().find((frame) => frame.url().startsWith(`${playOrigin}/`));
  expect(game, 'the game runs in a frame on the games origin').toBeDefined();
  expect(telegramCalls().length).toBeGreaterThan(0);
  expect(telegramCalls().filter((call) => call.origin !== siteOrigin)).toEqual([]);

  // The recorder sees a frame's call (a sandboxed frame's postMessage comes from the origin "null"):
  // had the game called Telegram either way, the test above would have failed.
  await game?.evaluate(() => {
    (window as unknown as { TelegramWebviewProxy?: { postEvent: (method: string, data: string) => void } }).TelegramWebviewProxy?.postEvent('web_app_trigger_haptic_feedback', '{"type":"impact","impact_style":"heavy"}');
    window.parent.postMessage(JSON.stringify({ eventType: 'web_app_open_link', eventData: { url: 'https://example.org/' } }), '*');
  });
  await expect
    .poll(() => telegramCalls().filter((call) => call.origin !== siteOrigin))
    .toEqual([
      { method: 'web_app_trigger_haptic_feedback', via: 'postEvent', origin: playOrigin },
      { method: 'web_app_open_link', via: 'postMessage', origin: 'null' },
    ]);
});
