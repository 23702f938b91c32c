import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { refusal, type TestClient } from '../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { finishFirstRun, inviterOf, inviteState, newInviter } from '../test-support/invite-test-bed.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

/** An account that joined after every inviter made so far. */
const newcomer = (): Promise<{ accountId: string; client: TestClient }> => signedInPlayer(server);

describe('POST /api/invites/accept', () => {
  it('records the inviter of an account that signed up without the link, and GET /api/invites says who', async () => {
    const inviter = await newInviter(server);
    const { accountId, client } = await newcomer();
    expect(await client.api.call('getInvites')).toMatchObject({ invitedBy: null, canAcceptInvite: true });
    const answer = await client.api.call('acceptInvite', { body: { code: inviter.code } });
    expect(answer).toMatchObject({ invitedBy: { displayName: 'player' } });
    expect(await inviterOf(server.ctx.db, accountId)).toBe(inviter.accountId);
    expect(await client.api.call('getInvites')).toMatchObject({ invitedBy: { displayName: 'player' }, canAcceptInvite: false });
    expect(await inviter.client.api.call('getInvites')).toMatchObject({ inviteeCount: 1, invitees: [{ displayName: 'player', state: 'waiting_first_run', points: '0' }] });
  });

  it('needs a session', async () => {
    await expect(server.client().api.call('acceptInvite', { body: { code: 'ABCDEFGHJK' } })).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
  });
});

describe('POST /api/invites/accept refuses, changing nothing', () => {
  async function expectRefused(client: TestClient, code: string, status: number, errorCode: string): Promise<void> {
    const before = await inviteState(server.ctx.db);
    const answer = await refusal(client.api.call('acceptInvite', { body: { code } }));
    expect(answer.status, answer.message).toBe(status);
    expect(answer).toMatchObject({ code: errorCode, field: 'body.code' });
    expect(await inviteState(server.ctx.db)).toEqual(before);
  }

  it('a self-invite', async () => {
    const me = await newInviter(server);
    await expectRefused(me.client, me.code, 400, 'invite_self');
  });

  it('an unknown or malformed code', async () => {
    const { client } = await newcomer();
    await expectRefused(client, 'ZZZZZZZZZZ', 404, 'invite_unknown');
    await expectRefused(client, `0x${'ab'.repeat(20)}`, 404, 'invite_unknown');
    await expectRefused(client, 'tg1', 404, 'invite_unknown');
    await expectRefused(client, '<script>', 404, 'invite_unknown');
  });

  it('an account that already has an inviter', async () => {
    const [first, second] = [await newInviter(server), await newInviter(server)];
    const { client } = await newcomer();
    await client.api.call('acceptInvite', { body: { code: first.code } });
    await expectRefused(client, second.code, 409, 'invite_already_invited');
    await expectRefused(client, first.code, 409, 'invite_already_invited');
  });

  it('an account that has finished a game run', async () => {
    const inviter = await newInviter(server);
    const { accountId, client } = await newcomer();
    expect(await finishFirstRun(server, accountId)).toEqual({ outcome: 'no_inviter' });
    expect((await client.api.call('getInvites')).canAcceptInvite).toBe(false);
    await expectRefused(client, inviter.code, 409, 'invite_already_played');
  });

  it('a code of an account that joined later (so invites never form a circle)', async () => {
    const older = await newInviter(server);
    const newer = await newInviter(server);
    await newer.client.api.call('acceptInvite', { body: { code: older.code } });
    await expectRefused(older.client, newer.code, 409, 'invite_newer_account');
  });

  it('a body without a code, or with other fields', async () => {
    const { client } = await newcomer();
    expect((await client.call('acceptInvite', { body: {} })).body.error).toMatchObject({ code: 'validation_failed' });
    expect((await client.call('acceptInvite', { body: { code: 'ABCDEFGHJK', inviter: 'x' } })).body.error).toMatchObject({ code: 'validation_failed' });
  });
});
