import { describe, expect, it } from 'vitest';
import { preCheckoutQueryUpdate, startMessageUpdate, successfulPaymentUpdate, testTelegramUser, textMessageUpdate } from '@site/testing/telegram-bot-api';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { starsInvoicePayload } from '../telegram-stars/stars-invoice-payload.ts';
import { startStarsServer, testWebhookSecret } from '../test-support/telegram-stars-test-setup.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { setBotWebhook } from './set-bot-webhook.ts';

const { server, botApi } = await startStarsServer();
const { db } = server.ctx;

describe('POST /api/telegram/webhook: who may post', () => {
  it('refuses a post without the secret token header, or with another, with 401 and does nothing', async () => {
    const player = await signedInPlayer(server);
    const { orderId } = await player.client.api.call('createTelegramStarsInvoice', { body: { stars: 50 } });
    const payment = successfulPaymentUpdate(testTelegramUser(1), { payload: starsInvoicePayload({ orderId, accountId: player.accountId }), totalAmount: 50, chargeId: 'stxForged1' });
    const query = preCheckoutQueryUpdate(testTelegramUser(1), { payload: starsInvoicePayload({ orderId, accountId: player.accountId }), totalAmount: 50 });
    const start = startMessageUpdate(testTelegramUser(1));
    for (const secretToken of [null, '', 'wrong-secret', `${testWebhookSecret}x`, testWebhookSecret.slice(0, -1)]) {
      for (const update of [payment, query, start]) {
        expect(await botApi.sendUpdate(update, { secretToken })).toMatchObject({ status: 401, body: { error: { code: 'telegram_webhook_unauthorized' } } });
      }
    }
    expect((await userBalances(db, player.accountId)).gold_coin).toBe(0n);
    expect(botApi.calls('answerPreCheckoutQuery')).toEqual([]);
    expect(botApi.calls('sendMessage')).toEqual([]);
    expect((await db.query<{ state: string }>('SELECT state FROM telegram_star_orders WHERE id = $1', [orderId]))[0]?.state).toBe('open');
  });

  it('answers 404 telegram_bot_disabled on a server without the webhook secret', async () => {
    const off = await startTestServer();
    expect(await botApi.sendUpdate(startMessageUpdate(testTelegramUser(1)), { url: `${off.url}/api/telegram/webhook` })).toMatchObject({ status: 404, body: { error: { code: 'telegram_bot_disabled' } } });
  });

  it('acknowledges a body that is no update with 200 recorded (telegram-webhook-problems.test.ts), doing nothing', async () => {
    expect(await botApi.sendUpdate({ message: { text: '/start' } })).toEqual({ status: 200, body: { outcome: 'recorded' } });
    expect(botApi.calls('sendMessage')).toEqual([]);
  });
});

describe('POST /api/telegram/webhook: the bot', () => {
  const replyTo = (chatId: number) => botApi.waitForCall('sendMessage', (params) => params.chat_id === chatId);
  const buttonOf = (params: Record<string, unknown>) => (params.reply_markup as { inline_keyboard: { text: string; web_app: { url: string } }[][] }).inline_keyboard[0]?.[0];

  it('answers /start with a button that opens the mini app', async () => {
    expect(await botApi.sendUpdate(startMessageUpdate(testTelegramUser(501)))).toEqual({ status: 200, body: { outcome: 'start_answered' } });
    const reply = await replyTo(501);
    expect(reply.text).toMatch(/Core Games/);
    expect(buttonOf(reply)).toEqual({ text: 'Play', web_app: { url: 'http://127.0.0.1:5173/' } });
  });

  it('keeps an invite code of /start <code> in the button, in Spanish for a Spanish Telegram', async () => {
    expect(await botApi.sendUpdate(startMessageUpdate(testTelegramUser(502, { language_code: 'es' }), 'tg1234567'))).toEqual({ status: 200, body: { outcome: 'start_answered' } });
    const reply = await replyTo(502);
    expect(reply.text).toMatch(/Juega/);
    expect(buttonOf(reply)).toEqual({ text: 'Jugar', web_app: { url: 'http://127.0.0.1:5173/?ref=tg1234567' } });
  });

  it('drops a start parameter that is no invite code, still answering', async () => {
    expect(await botApi.sendUpdate(startMessageUpdate(testTelegramUser(503), '<script>'))).toEqual({ status: 200, body: { outcome: 'start_answered' } });
    expect(buttonOf(await replyTo(503))?.web_app.url).toBe('http://127.0.0.1:5173/');
  });

  it('acknowledges everything else with 200 and does nothing', async () => {
    const before = botApi.calls().length;
    for (const update of [
      textMessageUpdate(testTelegramUser(504), 'hello'),
      textMessageUpdate(testTelegramUser(504), '/unknown'),
      { update_id: 1, edited_message: { text: '/start' } },
      { update_id: 2, callback_query: { id: 'x', data: 'y' } },
      { update_id: 5 },
    ]) {
      expect(await botApi.sendUpdate(update)).toEqual({ status: 200, body: { outcome: 'ignored' } });
    }
    expect(botApi.calls().length).toBe(before);
  });

  it('answers 502 when the Bot API cannot be reached, so Telegram delivers the update again', async () => {
    const unreachable = await startStarsServer({ TELEGRAM_BOT_API_URL: 'http://127.0.0.1:9' });
    expect(await unreachable.botApi.sendUpdate(startMessageUpdate(testTelegramUser(505)))).toMatchObject({ status: 502, body: { error: { code: 'telegram_api_failed' } } });
  });
});

describe('site-api-admin telegram-set-webhook', () => {
  it('sets the webhook to PUBLIC_ORIGIN/api/telegram/webhook with the secret', async () => {
    expect(await setBotWebhook(server.ctx.config)).toBe("Telegram now posts the bot's updates to http://127.0.0.1:5173/api/telegram/webhook.");
    expect(botApi.webhook()).toEqual({ url: 'http://127.0.0.1:5173/api/telegram/webhook', secretToken: testWebhookSecret });
    expect(botApi.calls('setWebhook').at(-1)?.params).toMatchObject({ allowed_updates: ['message', 'pre_checkout_query'] });
  });

  it('says what Telegram refused, and what is missing', async () => {
    botApi.failNext('setWebhook', 'Bad Request: bad webhook: Failed to resolve host');
    await expect(setBotWebhook(server.ctx.config)).rejects.toThrow('Telegram refused setWebhook: Bad Request: bad webhook: Failed to resolve host');
    await expect(setBotWebhook({ ...server.ctx.config, telegramBotApi: { ...server.ctx.config.telegramBotApi, webhookSecret: null } })).rejects.toThrow(/TELEGRAM_WEBHOOK_SECRET/);
  });
});

