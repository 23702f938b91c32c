import { describe, expect, it } from 'vitest';
import { testTelegramUser, textMessageUpdate, type TestTelegramUser } from '@site/testing/telegram-bot-api';
import { linkIdentity } from '../accounts/identity-store.ts';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { signedInModerator, ticketCount } from '../test-support/support-test-helpers.ts';
import { startStarsServer } from '../test-support/telegram-stars-test-setup.ts';
import { setBotWebhook } from './set-bot-webhook.ts';

// The bot as a support desk (docs/api/telegram-stars-and-bot.md): /help,
// /paysupport opening a ticket on the staff's desk, the staff's answer sent back to the chat, and
// the admin's refund of a charge the ticket names, through the ledger.

const { server, botApi } = await startStarsServer({ SUPPORT_TICKETS_PER_HOUR: '3' });
const { db } = server.ctx;
let nextTelegramId = 40_000;
const telegramUser = (overrides: Partial<TestTelegramUser> = {}) => testTelegramUser(nextTelegramId++, overrides);
const reply = (chatId: number, match: RegExp) => botApi.waitForCall('sendMessage', (params) => params.chat_id === chatId && typeof params.text === 'string' && match.test(params.text));
const ticketNumberIn = (text: unknown) => /T-[1-9]\d{7}/.exec(String(text))?.[0] ?? '';

describe('/help', () => {
  it('lists the commands, in Spanish for a Spanish Telegram', async () => {
    const user = telegramUser();
    expect(await botApi.sendUpdate(textMessageUpdate(user, '/help'))).toEqual({ status: 200, body: { outcome: 'help_answered' } });
    expect((await reply(user.id, /\/paysupport/)).text).toMatch(/\/start: open the games/);
    const spanish = telegramUser({ language_code: 'es' });
    expect(await botApi.sendUpdate(textMessageUpdate(spanish, '/help@site_test_bot'))).toEqual({ status: 200, body: { outcome: 'help_answered' } });
    expect((await reply(spanish.id, /\/paysupport/)).text).toMatch(/abrir los juegos/);
  });

  it('is not answered outside a private chat', async () => {
    const user = telegramUser();
    const update = textMessageUpdate(user, '/help') as { message: { chat: Record<string, unknown> } };
    update.message.chat = { id: -100123, type: 'group', title: 'A group' };
    expect(await botApi.sendUpdate(update)).toEqual({ status: 200, body: { outcome: 'ignored' } });
    const paysupport = textMessageUpdate(user, '/paysupport in a group') as { message: { chat: Record<string, unknown> } };
    paysupport.message.chat = { id: -100123, type: 'group', title: 'A group' };
    const before = await ticketCount(server);
    expect(await botApi.sendUpdate(paysupport)).toEqual({ status: 200, body: { outcome: 'ignored' } });
    expect(await ticketCount(server)).toBe(before);
  });
});

describe('/paysupport', () => {
  it("opens a payment ticket on the desk with the user's Stars payments, answers with its number, and the staff's answer comes back to the chat", async () => {
    const player = await signedInPlayer(server);
    const user = telegramUser({ username: 'payer_1' });
    await linkIdentity(db, player.accountId, { kind: 'telegram', subject: String(user.id), label: '@payer_1', verified: true }, server.ctx.now());
    const { invoiceLink } = await player.client.api.call('createTelegramStarsInvoice', { body: { stars: 50 } });
    const { chargeId } = await botApi.pay(invoiceLink, user);

    const update = textMessageUpdate(user, '/paysupport I paid 50 Stars twice <b>today</b>');
    expect(await botApi.sendUpdate(update)).toEqual({ status: 200, body: { outcome: 'support_ticket_filed' } });
    const answer = await reply(user.id, /T-\d{8}/);
    const number = ticketNumberIn(answer.text);
    expect(answer.text).toBe(`Your payment support ticket is ${number}. Our staff will answer you here, in this chat.`);

    // Telegram delivers the same update again (say the answer was lost): the same ticket, not another.
    const before = await ticketCount(server);
    expect(await botApi.sendUpdate(update)).toEqual({ status: 200, body: { outcome: 'support_ticket_filed' } });
    expect(await ticketCount(server)).toBe(before);
    expect(botApi.calls('sendMessage').filter((call) => call.params.chat_id === user.id && ticketNumberIn(call.params.text) === number)).toHaveLength(2);

    const moderator = await signedInModerator(server);
    const { ticket } = await moderator.client.api.call('getSupportTicket', { params: { number } });
    expect(ticket).toMatchObject({ category: 'payment', status: 'open', fromTelegram: true, replyTo: null, contactEmail: null, account: { id: player.accountId } });
    expect(ticket.message).toContain('I paid 50 Stars twice <b>today</b>');
    expect(ticket.message).toContain(`Telegram user ${user.id}`);
    expect(ticket.message).toContain('(@payer_1)');
    expect(ticket.message).toContain(`- ${chargeId}: 50 Stars for 500 gold, paid`);

    const { ticket: answered } = await moderator.client.api.call('answerSupportTicket', { params: { number }, body: { text: 'We refunded your second payment.\nSorry!' } });
    expect(answered.answers).toEqual([expect.objectContaining({ text: 'We refunded your second payment.\nSorry!', mailedTo: null, sentToTelegram: true })]);
    expect((await reply(user.id, /^Support answered/)).text).toBe(`Support answered your ticket ${number}:\n\nWe refunded your second payment.\nSorry!`);
  });

  it('without details, still opens a ticket and says how to add them; in Spanish for a Spanish Telegram', async () => {
    const user = telegramUser({ language_code: 'es' });
    expect(await botApi.sendUpdate(textMessageUpdate(user, '/paysupport'))).toEqual({ status: 200, body: { outcome: 'support_ticket_filed' } });
    const answer = await reply(user.id, /T-\d{8}/);
    expect(answer.text).toMatch(/^Tu ticket de soporte de pagos es T-\d{8}\. .*\n\nPara contarnos qué pasó, envía \/paysupport/s);
    const moderator = await signedInModerator(server);
    const { ticket } = await moderator.client.api.call('getSupportTicket', { params: { number: ticketNumberIn(answer.text) } });
    expect(ticket.message).toContain('(No details given.)');
    expect(ticket.message).toContain('No Stars payments of this Telegram user on this site.');
    expect(ticket.account).toBeNull();

    await moderator.client.api.call('answerSupportTicket', { params: { number: ticket.number }, body: { text: 'Hola' } });
    expect((await reply(user.id, /^Soporte respondió/)).text).toBe(`Soporte respondió a tu ticket ${ticket.number}:\n\nHola`);
  });

  it("keeps the desk's hourly limit per chat, saying when to try again", async () => {
    const user = telegramUser();
    for (let filed = 0; filed < 3; filed++) {
      expect(await botApi.sendUpdate(textMessageUpdate(user, `/paysupport problem ${filed}`))).toEqual({ status: 200, body: { outcome: 'support_ticket_filed' } });
    }
    const before = await ticketCount(server);
    expect(await botApi.sendUpdate(textMessageUpdate(user, '/paysupport one more'))).toEqual({ status: 200, body: { outcome: 'support_ticket_limited' } });
    expect((await reply(user.id, /Try again in \d+ min/)).text).toMatch(/^You have opened several tickets in the last hour/);
    expect(await ticketCount(server)).toBe(before);
  });

  it("an answer is kept on the desk when Telegram refuses it (the user blocked the bot)", async () => {
    const user = telegramUser();
    await botApi.sendUpdate(textMessageUpdate(user, '/paysupport blocked later'));
    const number = ticketNumberIn((await reply(user.id, /T-\d{8}/)).text);
    const moderator = await signedInModerator(server);
    botApi.failNext('sendMessage', 'Forbidden: bot was blocked by the user', 403);
    const { ticket } = await moderator.client.api.call('answerSupportTicket', { params: { number }, body: { text: 'Answer' } });
    expect(ticket.answers).toHaveLength(1);
  });
});

describe("the admin's Stars refund of a charge a ticket names", () => {
  it('returns the Stars and takes the gold back once, exactly, and the ledger still checks', async () => {
    const player = await signedInPlayer(server);
    const user = telegramUser();
    const { invoiceLink } = await player.client.api.call('createTelegramStarsInvoice', { body: { stars: 250 } });
    const { chargeId } = await botApi.pay(invoiceLink, user);
    expect((await userBalances(db, player.accountId)).gold_coin).toBe(3000n);
    await botApi.sendUpdate(textMessageUpdate(user, '/paysupport please refund'));
    const number = ticketNumberIn((await reply(user.id, /T-\d{8}/)).text);

    const admin = await signedInModerator(server, 'admin');
    const { ticket } = await admin.client.api.call('getSupportTicket', { params: { number } });
    const named = /- (\S+): 250 Stars/.exec(ticket.message)?.[1] ?? '';
    expect(named).toBe(chargeId);
    const body = { telegramPaymentChargeId: named };
    const [first, second] = await Promise.all([admin.client.api.call('refundTelegramStarsPayment', { body }), admin.client.api.call('refundTelegramStarsPayment', { body })]);
    expect([first.outcome, second.outcome].sort()).toEqual(['already_refunded', 'refunded']);
    expect(first).toMatchObject({ accountId: player.accountId, debitedCoins: '3000', shortfallCoins: '0' });
    expect((await userBalances(db, player.accountId)).gold_coin).toBe(0n);
    expect(botApi.calls('refundStarPayment').filter((call) => call.params.telegram_payment_charge_id === chargeId).length).toBeGreaterThanOrEqual(1);
    expect(await ledgerFailures(server)).toEqual([]);
  });
});

describe('site-api-admin telegram-set-webhook', () => {
  it("also sets the chat menu's commands, in English and Spanish", async () => {
    await setBotWebhook(server.ctx.config);
    const [english, spanish] = botApi.calls('setMyCommands').slice(-2);
    expect(english?.params).toEqual({ commands: [expect.objectContaining({ command: 'start' }), expect.objectContaining({ command: 'paysupport' }), expect.objectContaining({ command: 'help' })] });
    expect(spanish?.params).toMatchObject({ language_code: 'es', commands: [{ command: 'start', description: 'Abrir los juegos' }, { command: 'paysupport' }, { command: 'help' }] });
  });
});
