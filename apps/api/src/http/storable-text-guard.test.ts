import { describe, expect, it } from 'vitest';
import { startMessageUpdate, testTelegramUser, textMessageUpdate } from '@site/testing/telegram-bot-api';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { postForm, submissionParts } from '../test-support/submission-test-helpers.ts';
import { startStarsServer } from '../test-support/telegram-stars-test-setup.ts';

// Text the database cannot store (NUL, half of a surrogate pair) is refused where requests are
// decoded, with one code, on PostgreSQL and PGlite alike (src/test-support/embedded-database-tests.ts);
// another service's call is not refused but made storable. The hostile-input tests put the same
// text in every field of every operation (src/ops/boundary-input.test.ts).

const { server, botApi } = await startStarsServer();
const { client } = await signedInPlayer(server);

const unstorable = (field: string) => ({ status: 400, body: { error: { code: 'text_unstorable', details: { field } } } });

describe('text the database cannot store', () => {
  it('is refused in a free JSON value: NUL in a value and in a key, a lone high and a lone low surrogate', async () => {
    const cases: Array<[unknown, string]> = [
      [{ note: 'a\u0000b' }, 'body.data.note'],
      [{ 'a\u0000b': 1 }, 'body.data'],
      [{ note: 'x\ud800y' }, 'body.data.note'],
      [{ deep: [{ note: 'x\udc00y' }] }, 'body.data.deep.0.note'],
      [{ ['\ud83d']: 'half an emoji' }, 'body.data'],
    ];
    for (const [data, field] of cases) {
      const response = await client.call('putGameSave', { params: { game: 'levels' }, body: { baseVersion: 0, data } });
      expect(response, JSON.stringify(data)).toMatchObject(unstorable(field));
    }
    // Whole surrogate pairs are text like any other.
    expect(await client.call('putGameSave', { params: { game: 'levels' }, body: { baseVersion: 0, data: { note: 'a😀b' } } })).toMatchObject({ status: 200 });
    expect((await client.call('getGameSave', { params: { game: 'levels' } })).body).toMatchObject({ save: { data: { note: 'a😀b' } } });
  });

  it('is refused in a field the contract describes, in the query and in the path, before the contract is checked', async () => {
    expect(await client.call('updateAccount', { body: { displayName: 'a\ud800' } })).toMatchObject(unstorable('body.displayName'));
    expect(await client.call('listGames', { query: { limit: '1\u0000' } })).toMatchObject(unstorable('query.limit'));
    expect(await client.request('GET', '/api/games', { query: { 'a\u0000b': '1' } })).toMatchObject(unstorable('query'));
    expect(await client.call('getGame', { params: { game: 'a\u0000b' } })).toMatchObject(unstorable('params.game'));
  });

  it('is refused in the text fields of a multipart form', async () => {
    expect(await postForm(client, '/api/submissions', submissionParts({ title: 'Star\u0000Jumper' }))).toMatchObject(unstorable('body.title'));
  });

  it('is made storable, not refused, in an update Telegram posts to the webhook', async () => {
    const user = testTelegramUser(3501, { first_name: 'a\u0000b\ud800' });
    expect(await botApi.sendUpdate(startMessageUpdate(user, 'x\u0000y'))).toEqual({ status: 200, body: { outcome: 'start_answered' } });
    expect((await botApi.waitForCall('sendMessage', (params) => params.chat_id === 3501)).text).toBeTruthy();
    expect((await botApi.sendUpdate(textMessageUpdate(user, 'a\udc00b'))).status).toBe(200);
  });
});
