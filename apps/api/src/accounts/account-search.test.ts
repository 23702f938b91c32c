import type { ResponseOf } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { createAccountWithIdentity } from './identity-store.ts';
import { fund, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';

const server = await startTestServer();
const { db } = server.ctx;
type Answer = ResponseOf<'searchAccounts'>;

const wallet = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const now = new Date();
const ana = await createAccountWithIdentity(db, { kind: 'email', subject: 'ana.lopez@example.com', label: 'ana.lopez@example.com', verified: true, suggestedName: 'Ana 100%' }, { now });
const walletOwner = await createAccountWithIdentity(db, { kind: 'wallet', subject: wallet.toLowerCase(), label: wallet, verified: true }, { now });
await fund(server, ana, 'game_coin', 42n);

const moderator = await signedInPlayer(server);
await db.query("UPDATE accounts SET role = 'moderator' WHERE id = $1", [moderator.accountId]);
await enableTotp(server, moderator.client);
const search = (q: string, client = moderator.client) => client.api.call('searchAccounts', { query: { q } });
const idsOf = (answer: Answer) => answer.accounts.map((account) => account.id);

describe('GET /api/admin/accounts', () => {
  it('finds a player by part of their e-mail, whatever the case, with identities and balances', async () => {
    const answer = await search('ANA.LOPEZ@');
    expect(answer.accounts).toEqual([
      {
        id: ana,
        displayName: 'Ana 100%',
        role: 'player',
        identities: [{ kind: 'email', label: 'ana.lopez@example.com' }],
        balances: { gold_coin: '0', game_coin: '42', invite_point: '0' },
        createdAt: now.toISOString(),
      },
    ]);
  });

  it('finds by display name, wallet address (any case) and account id', async () => {
    expect(idsOf(await search('ana 1'))).toEqual([ana]);
    expect(idsOf(await search(wallet.slice(0, 12).toUpperCase()))).toEqual([walletOwner]);
    expect(idsOf(await search(` ${walletOwner.toUpperCase()} `))).toEqual([walletOwner]);
  });

  it('takes % and _ literally', async () => {
    expect(idsOf(await search('100%'))).toEqual([ana]);
    expect(idsOf(await search('%'))).toEqual([ana]);
    expect(idsOf(await search('_'))).toEqual([]);
  });

  it('refuses players and an empty query', async () => {
    const player = await signedInPlayer(server);
    await expect(search('ana', player.client)).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    await expect(search('   ')).rejects.toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
