import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { accountsAndIdentities, loginWidgetData, otherBotToken, testBotToken, type LoginWidgetFields } from '../../test-support/telegram-test-data.ts';
import { authDateClockSkewSeconds } from './telegram-checks.ts';
import { refusal } from '../../test-support/test-client.ts';

const maxAgeSeconds = 600;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TELEGRAM_BOT_TOKEN: testBotToken, TELEGRAM_AUTH_MAX_AGE_SECONDS: String(maxAgeSeconds) });
});

const linus = { id: 6_000_000_001, first_name: 'Linus', last_name: 'T', username: 'linus_t', photo_url: 'https://t.me/i/userpic/320/linus.jpg' };

describe('Telegram Login Widget sign-in', () => {
  it('creates an account from the verified widget data, and signs in to it again', async () => {
    const browser = server.client();
    const first = await browser.api.call('telegramWidget', { body: loginWidgetData(linus) });
    expect(first.account).toMatchObject({ displayName: 'Linus T', identities: [{ kind: 'telegram', label: '@linus_t' }] });
    expect((await browser.api.call('getSession')).account?.id).toBe(first.account.id);
    const again = await server.client().api.call('telegramWidget', { body: loginWidgetData(linus) });
    expect(again.account.id).toBe(first.account.id);
  });

  it('verifies the fields the widget sent and nothing more (only id and auth_date)', async () => {
    const response = await server.client().api.call('telegramWidget', { body: loginWidgetData({ id: 6_000_000_002 }) });
    expect(response.account).toMatchObject({ identities: [{ kind: 'telegram', label: 'Telegram user 6000000002' }] });
  });

  it('keeps signed names with control characters, cleaned of them (NUL included)', async () => {
    const response = await server.client().api.call('telegramWidget', { body: loginWidgetData({ id: 6_000_000_005, first_name: 'Nu\u0000l', last_name: 'Tab\tbed\u001b', username: 'nul\u0000name' }) });
    expect(response.account).toMatchObject({ displayName: 'Nu l Tab bed', identities: [{ kind: 'telegram', label: '@nul name' }] });
  });

  it('links with link: true, which is ours and not part of the signed data', async () => {
    const browser = server.client();
    const own = (await browser.api.call('telegramWidget', { body: loginWidgetData({ id: 6_000_000_003, first_name: 'Own' }) })).account;
    const linked = await browser.api.call('telegramWidget', { body: { ...loginWidgetData({ id: 6_000_000_004, first_name: 'Second' }), link: true } });
    expect(linked.account.id).toBe(own.id);
  });
});

describe('Telegram Login Widget sign-in refuses, changing nothing', () => {
  async function expectRefused(body: LoginWidgetFields, status: number, code: string, field: string): Promise<void> {
    const before = await accountsAndIdentities(server.ctx.db);
    const response = await server.client().call('telegramWidget', { body });
    expect(response).toMatchObject({ status, body: { error: { code, message: expect.stringMatching(/\w/), details: { field } } } });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await accountsAndIdentities(server.ctx.db)).toEqual(before);
  }

  it('a field changed after Telegram signed it', async () => {
    await expectRefused({ ...loginWidgetData(linus), id: 6_000_000_666 }, 401, 'telegram_invalid', 'body.hash');
    await expectRefused({ ...loginWidgetData(linus), username: 'someone_else' }, 401, 'telegram_invalid', 'body.hash');
  });

  it('a field added after Telegram signed it', async () => {
    const { last_name: _dropped, ...withoutLastName } = linus;
    await expectRefused({ ...loginWidgetData(withoutLastName), last_name: 'Added' }, 401, 'telegram_invalid', 'body.hash');
  });

  it('data signed with another bot token, or with the mini-app key derivation', async () => {
    await expectRefused(loginWidgetData(linus, { botToken: otherBotToken }), 401, 'telegram_invalid', 'body.hash');
    await expectRefused(loginWidgetData(linus, { miniAppKey: true }), 401, 'telegram_invalid', 'body.hash');
  });

  it('data dated further ahead of the server clock than the allowed skew (it would outlive the configured age)', async () => {
    // Within the skew: a Telegram clock a little ahead is no reason to refuse.
    await server.client().api.call('telegramWidget', { body: loginWidgetData(linus, { authDate: new Date(Date.now() + 30 * 1000) }) });
    await expectRefused(loginWidgetData(linus, { authDate: new Date(Date.now() + (authDateClockSkewSeconds + 60) * 1000) }), 401, 'telegram_invalid', 'body.auth_date');
  });

  it('data older than the configured age, also once the server clock moved on', async () => {
    await expectRefused(loginWidgetData(linus, { authDate: new Date(Date.now() - (maxAgeSeconds + 5) * 1000) }), 401, 'telegram_expired', 'body.auth_date');
    const fresh = loginWidgetData(linus);
    server.advanceClock((maxAgeSeconds + 1) * 1000);
    try {
      await expectRefused(fresh, 401, 'telegram_expired', 'body.auth_date');
    } finally {
      server.advanceClock(-(maxAgeSeconds + 1) * 1000);
    }
  });
});

describe('Telegram Login Widget without a bot token', () => {
  it('is not offered: 404 telegram_disabled', async () => {
    const bare = await startTestServer();
    const response = await refusal(bare.client().api.call('telegramWidget', { body: loginWidgetData(linus) }));
    expect(response).toMatchObject({ status: 404, code: 'telegram_disabled' });
    expect(await accountsAndIdentities(bare.ctx.db)).toEqual([]);
  });
});
