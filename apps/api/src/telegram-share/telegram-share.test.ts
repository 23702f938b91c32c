import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestTelegramBotApi } from '@site/testing/telegram-bot-api';
import { miniAppInitData } from '../test-support/telegram-test-data.ts';
import { loadConfig } from '../config/load-config.ts';
import { configProblems } from '../test-support/config-problems.ts';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { finish, pastMinimumRunTime, startedRun } from '../test-support/run-test-helpers.ts';
import { refusal, type TestClient } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';

const miniAppUrl = 'https://t.me/CoreGamesTestBot/play';
const botApi = await startTestTelegramBotApi();
afterAll(() => botApi.close());
const server = await startTestServer({ TELEGRAM_BOT_TOKEN: botApi.token, TELEGRAM_BOT_API_URL: botApi.url, TELEGRAM_MINI_APP_URL: miniAppUrl });

let nextTelegramId = 6_000_000_000;
const telegramUser = () => ({ id: nextTelegramId++, first_name: 'Sharer' });
const initDataOf = (user: { id: number; first_name: string }) => miniAppInitData(user, { botToken: botApi.token });

/** A player signed in through the mini app, as the site signs in inside Telegram. */
async function telegramPlayer(): Promise<{ client: TestClient; initData: string; userId: number; accountId: string }> {
  const user = telegramUser();
  const client = server.client();
  const initData = initDataOf(user);
  const signedIn = await client.api.call('telegramMiniApp', { body: { initData } });
  return { client, initData, userId: user.id, accountId: signedIn.account.id };
}

type Subject = { kind: 'invite' } | { kind: 'run'; runId: string } | { kind: 'promotion'; weekStart: string };
const share = (client: TestClient, initData: string, subject: Subject, language: 'en' | 'es' = 'en') =>
  client.api.call('prepareTelegramShareMessage', { body: { initData, language, subject } });

/** The savePreparedInlineMessage call the bot made for this Telegram user (the last one). */
function preparedFor(userId: number): Record<string, unknown> {
  const call = botApi
    .calls('savePreparedInlineMessage')
    .filter((made) => made.params.user_id === userId)
    .at(-1);
  if (!call) throw new Error(`no savePreparedInlineMessage for ${String(userId)}`);
  return call.params;
}

async function inviteCodeOf(client: TestClient): Promise<string> {
  return (await client.api.call('getInvites')).code;
}

describe('POST /api/telegram/share-messages', () => {
  it("prepares the invite for the mini app's Telegram user: text, the mini app's link with the invite code, and a button opening it", async () => {
    const player = await telegramPlayer();
    const answer = await share(player.client, player.initData, { kind: 'invite' });
    expect(answer.id).toMatch(/^prepared-/);
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(Date.now());
    const link = `${miniAppUrl}?startapp=${await inviteCodeOf(player.client)}`;
    expect(preparedFor(player.userId)).toMatchObject({
      user_id: player.userId,
      allow_user_chats: true,
      allow_group_chats: true,
      result: {
        type: 'article',
        title: 'Play Core Games with me',
        input_message_content: { message_text: `Join me on Core Games: play right here in Telegram with my invite.\n${link}` },
        reply_markup: { inline_keyboard: [[{ text: 'Play', url: link }]] },
      },
    });

    await share(player.client, player.initData, { kind: 'invite' }, 'es');
    expect(preparedFor(player.userId)).toMatchObject({ result: { title: 'Juega conmigo a Core Games', reply_markup: { inline_keyboard: [[{ text: 'Jugar', url: link }]] } } });
  });

  it("prepares a finished run: the game, the level and the coins it earned, with the sharer's invite", async () => {
    const player = await telegramPlayer();
    const runId = await startedRun(player.client);
    await expect(share(player.client, player.initData, { kind: 'run', runId })).rejects.toMatchObject({ code: 'telegram_share_unknown_run' });
    pastMinimumRunTime(server);
    const finished = await finish(player.client, runId, { score: 800, level: 1, completed: true });
    const coins = finished.earned;

    await share(player.client, player.initData, { kind: 'run', runId });
    const link = `${miniAppUrl}?startapp=${await inviteCodeOf(player.client)}`;
    expect(preparedFor(player.userId)).toMatchObject({
      result: {
        title: 'My run of Levels',
        input_message_content: { message_text: `I completed level 1 of Levels and earned ${coins} game coins. Can you beat it?\n${link}` },
        reply_markup: { inline_keyboard: [[{ text: 'Play', url: link }]] },
      },
    });
    await share(player.client, player.initData, { kind: 'run', runId }, 'es');
    expect(preparedFor(player.userId)).toMatchObject({ result: { input_message_content: { message_text: expect.stringMatching(new RegExp(`^Completé el nivel 1 de Levels y gané ${coins} monedas de juego\\. ¿Puedes superarlo\\?\\n`)) } } });
  });

  it('prepares a promotion once the week has closed with it: the place, the tiers and the reward; nothing for a week that did not promote', async () => {
    const player = await telegramPlayer();
    // A closed bronze week the player won (written as the close writes it; leagues/league-close.test.ts covers the close itself).
    const [cohort] = await server.ctx.db.query<{ id: string }>("INSERT INTO league_cohorts (week_start, tier, size, closed_at) VALUES ('2030-02-04', 0, 1, now()) RETURNING id::text AS id");
    await server.ctx.db.query(
      `INSERT INTO league_members (week_start, account_id, cohort_id, tier, points, runs, joined_at, last_points_at, place, outcome, reward, next_tier)
       VALUES ('2030-02-04', $1, $2, 0, 40, 2, now(), now(), 1, 'promoted', 100, 1)`,
      [player.accountId, cohort?.id],
    );
    await share(player.client, player.initData, { kind: 'promotion', weekStart: '2030-02-04' });
    const link = `${miniAppUrl}?startapp=${await inviteCodeOf(player.client)}`;
    expect(preparedFor(player.userId)).toMatchObject({
      result: {
        title: 'I moved up to Silver',
        input_message_content: { message_text: `I finished #1 in Core Games' Bronze weekly league and moved up to Silver, earning 100 game coins. Join me?\n${link}` },
        reply_markup: { inline_keyboard: [[{ text: 'Play', url: link }]] },
      },
    });
    await share(player.client, player.initData, { kind: 'promotion', weekStart: '2030-02-04' }, 'es');
    expect(preparedFor(player.userId)).toMatchObject({ result: { title: 'Subí a la división Plata' } });
    const refused = await refusal(share(player.client, player.initData, { kind: 'promotion', weekStart: '2030-02-11' }));
    expect(refused).toMatchObject({ status: 404, code: 'telegram_share_no_promotion', field: 'body.subject.weekStart' });
  });

  it("refuses another account's run and a run that does not exist, naming the field", async () => {
    const owner = await telegramPlayer();
    const runId = await startedRun(owner.client);
    pastMinimumRunTime(server);
    await finish(owner.client, runId, { score: 0, level: 1, completed: false });
    const other = await telegramPlayer();
    for (const id of [runId, randomUUID()]) {
      const answer = await refusal(share(other.client, other.initData, { kind: 'run', runId: id }));
      expect(answer).toMatchObject({ status: 404, code: 'telegram_share_unknown_run', field: 'body.subject.runId' });
    }
    expect(botApi.calls('savePreparedInlineMessage').filter((call) => call.params.user_id === other.userId)).toEqual([]);
  });

  it('needs a session, and initData of one of its own Telegram users, signed by the bot', async () => {
    const anonymous = await refusal(share(server.client(), initDataOf(telegramUser()), { kind: 'invite' }));
    expect(anonymous).toMatchObject({ status: 401, code: 'not_signed_in' });

    // Signed in another way, in Telegram as a user the account does not hold.
    const browserPlayer = await signedInPlayer(server);
    const stranger = telegramUser();
    await expect(share(browserPlayer.client, initDataOf(stranger), { kind: 'invite' })).rejects.toMatchObject({ status: 403, code: 'telegram_share_not_linked', field: 'body.initData' });
    // Another account's Telegram user.
    const other = await telegramPlayer();
    await expect(share(browserPlayer.client, other.initData, { kind: 'invite' })).rejects.toMatchObject({ status: 403, code: 'telegram_share_not_linked' });
    // Not signed by this bot.
    const forged = miniAppInitData(stranger, { botToken: '7000000002:AAanother-bot-token-that-is-not-ours' });
    await expect(share(browserPlayer.client, forged, { kind: 'invite' })).rejects.toMatchObject({ status: 401, code: 'telegram_invalid' });
    expect(await browserPlayer.client.call('prepareTelegramShareMessage', { body: { initData: other.initData, language: 'fr', subject: { kind: 'invite' } } })).toMatchObject({ status: 400 });
    expect(botApi.calls('savePreparedInlineMessage').filter((call) => [stranger.id, other.userId].includes(call.params.user_id as number))).toEqual([]);
  });

  it("answers 502 telegram_api_failed when Telegram refuses, with Telegram's reason", async () => {
    const player = await telegramPlayer();
    botApi.failNext('savePreparedInlineMessage', 'Bad Request: USER_BOT_REQUIRED');
    await expect(share(player.client, player.initData, { kind: 'invite' })).rejects.toMatchObject({ status: 502, code: 'telegram_api_failed', message: expect.stringContaining('USER_BOT_REQUIRED') });
  });

  it('answers 404 telegram_share_disabled on a server without a mini app link', async () => {
    const off = await startTestServer({ TELEGRAM_BOT_TOKEN: botApi.token, TELEGRAM_BOT_API_URL: botApi.url });
    const client = off.client();
    const initData = initDataOf(telegramUser());
    await client.api.call('telegramMiniApp', { body: { initData } });
    await expect(share(client, initData, { kind: 'invite' })).rejects.toMatchObject({ status: 404, code: 'telegram_share_disabled' });
  });
});

describe('TELEGRAM_MINI_APP_URL', () => {
  it('takes a t.me mini app link, and names anything else or a missing bot', () => {
    const bot = { TELEGRAM_BOT_TOKEN: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZabc' };
    expect(loadConfig({ ...bot, TELEGRAM_MINI_APP_URL: 'https://t.me/CoreGamesBot/play/' }).telegramBotApi.miniAppUrl).toBe('https://t.me/CoreGamesBot/play');
    expect(configProblems({ ...bot, TELEGRAM_MINI_APP_URL: 'https://example.org/play' })).toEqual([expect.stringMatching(/^TELEGRAM_MINI_APP_URL: must be https:\/\/t\.me\//)]);
    expect(configProblems({ TELEGRAM_MINI_APP_URL: 'https://t.me/CoreGamesBot/play' })).toEqual([expect.stringMatching(/^TELEGRAM_MINI_APP_URL: needs TELEGRAM_BOT_TOKEN/)]);
  });
});
