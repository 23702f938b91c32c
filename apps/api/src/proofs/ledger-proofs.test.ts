import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createPublicClient, hexToString, http, toHex, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { getLocalChain } from '@site/testing/vitest';
import { fund, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { refusal, type TestClient } from '../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
// @ts-expect-error -- a plain script with no types of its own (it must not depend on the site's code)
import { verifyOnChain, verifyProof } from '../../../../tooling/ledger-verifier/verify-proof.mjs';
import { commitLedgerDay } from './commit-ledger-day.ts';

const verifier = new URL('../../../../tooling/ledger-verifier/verify-proof.mjs', import.meta.url).pathname;
const run = promisify(execFile);

let server: TestServer;
let rpcUrl: string;
let publisher: Hex;
let alice: { accountId: string; client: TestClient };
const chain = () => createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });

beforeAll(async () => {
  rpcUrl = getLocalChain().rpcUrl;
  const key = generatePrivateKey();
  publisher = privateKeyToAddress(key).toLowerCase() as Hex;
  // The publishing key holds gas and nothing else.
  await chain().request({ method: 'anvil_setBalance' as never, params: [publisher, toHex(10n ** 18n)] as never });
  server = await startTestServer({ CHAIN_RPC_URL: rpcUrl, PROOF_SALT_SECRET: 'a test secret of at least thirty-two characters', PROOF_PUBLISHER_KEY: key, PROOF_SEAL_SECONDS: '0' });
  alice = await signedInPlayer(server);
});

/** Runs the standalone verifier on a proof written to a file; its exit code and output. */
async function verify(proof: unknown, ...args: string[]): Promise<{ code: number; out: string }> {
  const file = join(mkdtempSync(join(tmpdir(), 'proof-')), 'proof.json');
  writeFileSync(file, JSON.stringify(proof));
  try {
    const { stdout } = await run(process.execPath, [verifier, file, ...args]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

describe('daily commitments and proofs (docs/ledger-proofs.md)', () => {
  it('has no proof before the first commitment', async () => {
    expect(await server.client().api.call('listProofs')).toEqual({ proofs: [] });
    const mine = await refusal(alice.client.api.call('getMyProof'));
    expect([mine.status, mine.code]).toEqual([404, 'proof_not_ready']);
  });

  it('builds the day once, survives a stop between signing and sending, and publishes one transaction on Core', async () => {
    const bob = await signedInPlayer(server);
    await fund(server, alice.accountId, 'gold_coin', 100n);
    await fund(server, bob.accountId, 'game_coin', 50n);

    expect(await commitLedgerDay(server.ctx, { stopBeforeSending: true })).toBe('signed');
    expect(await chain().getTransactionCount({ address: publisher })).toBe(0);
    // The restart: the stored transaction is sent, nothing is built or signed again.
    expect(await commitLedgerDay(server.ctx)).toBe('published');
    expect(await commitLedgerDay(server.ctx)).toBe('published');
    expect(await chain().getTransactionCount({ address: publisher })).toBe(1);

    const { proofs } = await server.client().api.call('listProofs');
    expect(proofs).toHaveLength(1);
    const [today] = proofs;
    expect(today).toMatchObject({ position: '2', publication: 'published', publisher, chainId: 1116, totals: { gold_coin: { users: '100', system: '-100' }, game_coin: { users: '50', system: '-50' } } });
    const tx = await chain().getTransaction({ hash: today?.txHash as Hex });
    expect([tx.from.toLowerCase(), tx.to?.toLowerCase(), hexToString(tx.input)]).toEqual([publisher, publisher, `core-games-ledger-root-v1 ${today?.day} 0x${today?.root}`]);
  });

  it("gives a player a proof of a few hundred bytes that the standalone verifier checks against the chain, and detects a tampered balance or path", async () => {
    const mine = await alice.client.api.call('getMyProof');
    expect(JSON.stringify(mine).length).toBeLessThan(4096);
    expect(mine.party).toBe(`user:${alice.accountId}`);
    expect(mine.leaves.map((leaf) => [leaf.asset, leaf.balance])).toEqual([['game_coin', '0'], ['gold_coin', '100'], ['invite_point', '0']]);

    const good = await verify(mine, '--rpc', rpcUrl, '--publisher', publisher);
    expect(good).toMatchObject({ code: 0 });
    expect(good.out).toContain('ok   the root is published on chain 1116');

    const richer = structuredClone(mine);
    (richer.leaves[1] as { balance: string }).balance = '1000';
    expect(await verify(richer)).toEqual({ code: 1, out: 'FAIL gold_coin 1000: its Merkle path does not lead to the balances root\n' });
    // The same checks as functions (the script's exports), without a process each.
    const rerouted = structuredClone(mine);
    (rerouted.leaves[0] as { path: string[] }).path[0] = 'f'.repeat(64);
    expect(verifyProof(rerouted)).toEqual(['game_coin 0: its Merkle path does not lead to the balances root']);
    expect(verifyProof(mine, '0'.repeat(64))).toEqual([expect.stringMatching(/^the root is [0-9a-f]{64}, not the expected 0{64}$/)]);
    const inflated = structuredClone(mine) as unknown as { commitment: { totals: { gold_coin: { users: string } } } };
    inflated.commitment.totals.gold_coin.users = '90';
    expect(verifyProof(inflated)).toEqual([expect.stringMatching(/^the commitment's fields hash to [0-9a-f]{64}, not to its root/), 'gold_coin does not sum to zero: users 90, system accounts -100']);
  });

  it('builds the next day on its own, published on the site only without a key', async () => {
    server.advanceClock(24 * 3600 * 1000);
    const siteOnly = { ...server.ctx, config: { ...server.ctx.config, proofs: { ...server.ctx.config.proofs, publisherKey: null } } };
    expect(await commitLedgerDay(siteOnly)).toBe('site_only');
    const { proofs } = await server.client().api.call('listProofs');
    expect(proofs.map((proof) => [proof.publication, proof.txHash === null])).toEqual([['site_only', true], ['published', false]]);
    const mine = await alice.client.api.call('getMyProof');
    expect(verifyProof(mine)).toEqual([]);
    expect(await verifyOnChain(mine, rpcUrl)).toEqual(['the commitment was not published on the chain (no transaction hash)']);
  });
});
