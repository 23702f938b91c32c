import { signData } from '@tma.js/init-data-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, type TestResponse } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { accountsAndIdentities, miniAppInitData, otherBotToken, testBotToken } from '../../test-support/telegram-test-data.ts';
import { authDateClockSkewSeconds } from './telegram-checks.ts';

const maxAgeSeconds = 3600;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TELEGRAM_BOT_TOKEN: testBotToken, TELEGRAM_AUTH_MAX_AGE_SECONDS: String(maxAgeSeconds) });
});

const ada = { id: 5_000_000_001, first_name: 'Ada', last_name: 'Lovelace', username: 'ada_l' };

describe('Telegram mini-app sign-in', () => {
  it('creates an account from verified launch data, and signs in to it again', async () => {
    const browser = server.client();
    const first = await browser.api.call('telegramMiniApp', { body: { initData: miniAppInitData(ada) } });
    expect(first.account).toMatchObject({ displayName: 'Ada Lovelace', identities: [{ kind: 'telegram', label: '@ada_l' }] });
    expect((await browser.api.call('getSession')).account?.id).toBe(first.account.id);
    expect(await server.ctx.db.query("SELECT subject, verified FROM identities WHERE kind = 'telegram' AND account_id = $1", [first.account.id])).toEqual([
      { subject: '5000000001', verified: true },
    ]);

    const again = await server.client().api.call('telegramMiniApp', { body: { initData: miniAppInitData(ada) } });
    expect(again.account.id).toBe(first.account.id);
  });

  it('keeps a signed first name with control characters, cleaned of them (NUL included)', async () => {
    const response = await server.client().api.call('telegramMiniApp', { body: { initData: miniAppInitData({ id: 5_000_000_009, first_name: '\u0000Ada\u0000\u0007b\r\n' }) } });
    expect(response.account).toMatchObject({ displayName: 'Ada b', identities: [{ kind: 'telegram', label: 'Ada b' }] });
  });

  it('labels a user without a username by the first name', async () => {
    const response = await server.client().api.call('telegramMiniApp', { body: { initData: miniAppInitData({ id: 5_000_000_002, first_name: 'Grace' }) } });
    expect(response.account).toMatchObject({ displayName: 'Grace', identities: [{ kind: 'telegram', label: 'Grace' }] });
  });

  it('accepts launch data from clients that send no signature field', async () => {
    const params = new URLSearchParams({ auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify({ id: 5_000_000_003, first_name: 'Old' }) });
    const lines = [...params].map(([key, value]) => `${key}=${value}`).sort();
    params.set('hash', signData(lines.join('\n'), testBotToken));
    await server.client().api.call('telegramMiniApp', { body: { initData: params.toString() } });
  });

  it('links a Telegram user to the signed-in account, and refuses one another account holds', async () => {
    const browser = server.client();
    const own = (await browser.api.call('telegramMiniApp', { body: { initData: miniAppInitData({ id: 5_000_000_010, first_name: 'Own' }) } })).account;
    const linked = await browser.api.call('telegramMiniApp', { body: { initData: miniAppInitData({ id: 5_000_000_011, first_name: 'Second' }), link: true } });
    expect(linked.account.id).toBe(own.id);
    expect(linked.account.identities).toHaveLength(2);

    const before = await accountsAndIdentities(server.ctx.db);
    const taken = await refusal(browser.api.call('telegramMiniApp', { body: { initData: miniAppInitData(ada), link: true } }));
    expect(taken).toMatchObject({ status: 409, code: 'identity_taken' });
    expect(await accountsAndIdentities(server.ctx.db)).toEqual(before);
  });
});

describe('Telegram mini-app sign-in refuses, changing nothing', () => {
  const eve = { id: 5_000_000_666, first_name: 'Eve' };

  async function expectRefused(initData: string, status: number, code: string): Promise<TestResponse> {
    const before = await accountsAndIdentities(server.ctx.db);
    const response = await server.client().call('telegramMiniApp', { body: { initData } });
    expect(response).toMatchObject({ status, body: { error: { code, message: expect.stringMatching(/\w/), details: { field: 'body.initData' } } } });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await accountsAndIdentities(server.ctx.db)).toEqual(before);
    return response;
  }

  it('a field changed after Telegram signed it', async () => {
    const params = new URLSearchParams(miniAppInitData(eve));
    params.set('user', JSON.stringify({ ...eve, id: ada.id }));
    await expectRefused(params.toString(), 401, 'telegram_invalid');
  });

  it('a wrong hash, or none', async () => {
    const params = new URLSearchParams(miniAppInitData(eve));
    params.set('hash', 'ab'.repeat(32));
    await expectRefused(params.toString(), 401, 'telegram_invalid');
    params.delete('hash');
    await expectRefused(params.toString(), 401, 'telegram_invalid');
    await expectRefused('not init data at all', 401, 'telegram_invalid');
  });

  it('data signed with another bot token', async () => {
    await expectRefused(miniAppInitData(eve, { botToken: otherBotToken }), 401, 'telegram_invalid');
  });

  it('data dated further ahead of the server clock than the allowed skew (it would outlive the configured age)', async () => {
    // Within the skew: a Telegram clock a little ahead is no reason to refuse.
    await server.client().api.call('telegramMiniApp', { body: { initData: miniAppInitData(eve, { authDate: new Date(Date.now() + 30 * 1000) }) } });
    await expectRefused(miniAppInitData(eve, { authDate: new Date(Date.now() + (authDateClockSkewSeconds + 60) * 1000) }), 401, 'telegram_invalid');
  });

  it('data older than the configured age', async () => {
    await expectRefused(miniAppInitData(eve, { authDate: new Date(Date.now() - (maxAgeSeconds + 60) * 1000) }), 401, 'telegram_expired');
  });

  it('a replay once the data has grown too old on the server clock', async () => {
    const initData = miniAppInitData(eve);
    await server.client().api.call('telegramMiniApp', { body: { initData } });
    server.advanceClock((maxAgeSeconds + 1) * 1000);
    try {
      await expectRefused(initData, 401, 'telegram_expired');
    } finally {
      server.advanceClock(-(maxAgeSeconds + 1) * 1000);
    }
  });

  it('data naming no user', async () => {
    await expectRefused(miniAppInitData(null), 401, 'telegram_invalid');
  });
});

describe('Telegram sign-in without a bot token', () => {
  it('is not offered: 404 telegram_disabled', async () => {
    const bare = await startTestServer();
    const client = bare.client();
    await expect(client.api.call('telegramMiniApp', { body: { initData: miniAppInitData(ada) } })).rejects.toMatchObject({ status: 404, code: 'telegram_disabled' });
    expect(await accountsAndIdentities(bare.ctx.db)).toEqual([]);
  });
});
