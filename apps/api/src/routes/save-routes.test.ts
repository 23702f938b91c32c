import { saveLimits } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame, testScoreTable } from '../test-support/game-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { refusal } from '../test-support/test-client.ts';

const server = await startTestServer();
const { db } = server.ctx;
await insertTestGame(db, { id: 'saver', versions: [{ state: 'published', rewardTable: testScoreTable }] });
await insertTestGame(db, { id: 'unlisted', versions: [{ state: 'submitted', rewardTable: testScoreTable }] });

type Client = Awaited<ReturnType<typeof signedInPlayer>>['client'];
const save = (client: Client, game: string, baseVersion: number, data: unknown) => client.api.call('putGameSave', { params: { game }, body: { baseVersion, data } });
const load = (client: Client, game: string) => client.api.call('getGameSave', { params: { game } });
const storedRows = async (accountId: string) => db.query('SELECT game_id, version, data FROM game_saves WHERE account_id = $1 ORDER BY game_id', [accountId]);

describe('a game save per player', () => {
  it('stores JSON by version, and refuses a save based on an older version, handing the newer one to a load', async () => {
    const { accountId, client } = await signedInPlayer(server);
    expect(await load(client, 'saver')).toMatchObject({ save: null });

    const first = await save(client, 'saver', 0, { level: 3, items: ['sword'], nested: { ok: true } });
    expect(first).toMatchObject({ save: { version: 1, data: { level: 3, items: ['sword'], nested: { ok: true } } } });
    expect(first.save.bytes).toBe(Buffer.byteLength(JSON.stringify({ level: 3, items: ['sword'], nested: { ok: true } })));
    expect((await save(client, 'saver', 1, { level: 4 })).save).toMatchObject({ version: 2, data: { level: 4 } });

    // An older tab, still on version 1, tries to save over version 2.
    const stale = await refusal(save(client, 'saver', 1, { level: 3 }));
    expect(stale).toMatchObject({ status: 409, code: 'save_conflict' });
    // A second first save (another device that never loaded) is no better.
    await expect(save(client, 'saver', 0, { level: 1 })).rejects.toMatchObject({ status: 409, code: 'save_conflict' });
    expect(await load(client, 'saver')).toMatchObject({ save: { version: 2, data: { level: 4 } } });
    expect(await storedRows(accountId)).toEqual([{ game_id: 'saver', version: 2, data: { level: 4 } }]);
  });

  it('keeps each save to its game and its player: nobody reads another game\'s or another player\'s', async () => {
    const owner = await signedInPlayer(server);
    const other = await signedInPlayer(server);
    await save(owner.client, 'saver', 0, { secret: 'owner' });
    expect(await load(other.client, 'saver')).toMatchObject({ save: null });
    expect(await load(owner.client, 'levels')).toMatchObject({ save: null });
    // Writing "version 1" as the other player writes that player's own first save, never the owner's.
    expect(await save(other.client, 'saver', 0, { secret: 'other' })).toMatchObject({ save: { version: 1 } });
    expect(await load(owner.client, 'saver')).toMatchObject({ save: { data: { secret: 'owner' } } });
    const signedOut = server.client();
    await expect(load(signedOut, 'saver')).rejects.toMatchObject({ status: 401 });
    await expect(save(signedOut, 'saver', 0, {})).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a save over 256 KiB, and one of a game that is not published, storing nothing', async () => {
    const { accountId, client } = await signedInPlayer(server);
    // A JSON string of n characters is n + 2 bytes.
    expect(await save(client, 'saver', 0, 'a'.repeat(saveLimits.maxBytes - 2))).toMatchObject({ save: { version: 1, bytes: saveLimits.maxBytes } });
    const tooLarge = await refusal(save(client, 'saver', 1, 'a'.repeat(saveLimits.maxBytes - 1)));
    expect(tooLarge).toMatchObject({ status: 413, code: 'save_too_large', field: 'body.data' });
    const ofAnother = await refusal(save(client, 'unlisted', 0, { level: 1 }));
    expect(ofAnother).toMatchObject({ status: 404, code: 'not_found' });
    await expect(load(client, 'no-such-game')).rejects.toMatchObject({ status: 404 });
    expect((await storedRows(accountId)).map((row) => [row.game_id, row.version])).toEqual([['saver', 1]]);
    // Not JSON at all: the contract's own 400.
    const garbage = await client.call('putGameSave', { params: { game: 'saver' }, body: '{"baseVersion": 1, "data": ' });
    expect(garbage.status).toBe(400);
  });

  it(`allows ${saveLimits.perWindow} saves a minute per game, then 429 with the wait, then again after the minute`, async () => {
    const { client } = await signedInPlayer(server);
    for (let version = 0; version < saveLimits.perWindow; version += 1) {
      await save(client, 'saver', version, { version });
    }
    const limited = await refusal(save(client, 'saver', saveLimits.perWindow, { version: 'too many' }));
    expect(limited).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(limited.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(saveLimits.windowSeconds);
    server.advanceClock(saveLimits.windowSeconds * 1000);
    expect(await save(client, 'saver', saveLimits.perWindow, { version: 'next minute' })).toMatchObject({ save: { version: saveLimits.perWindow + 1 } });
  });

  it('lets one of two concurrent saves on the same version win; the other is a conflict', async () => {
    const { client } = await signedInPlayer(server);
    // Raw calls: one of the two answers is a refusal, and the test reads both statuses.
    const rawSave = (data: unknown) => client.call('putGameSave', { params: { game: 'saver' }, body: { baseVersion: 0, data } });
    const answers = await Promise.all([rawSave({ tab: 'a' }), rawSave({ tab: 'b' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('lets one of concurrent saves on a stored version win; the others are conflicts and the winner is stored', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await save(client, 'saver', 0, { tab: 'first' });
    // Each statement saw version 1; the ones that wait for the winner's row then find version 2.
    const tabs = ['a', 'b', 'c', 'd'];
    const answers = await Promise.all(tabs.map((tab) => client.call('putGameSave', { params: { game: 'saver' }, body: { baseVersion: 1, data: { tab } } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    expect(await storedRows(accountId)).toEqual([{ game_id: 'saver', version: 2, data: winner?.body.save.data }]);
  });
});
