import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createPublicClient, hexToString, http, parseTransaction, toHex, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilInstance } from '@site/testing/anvil';
import { callJsonRpc } from '@site/testing/chain';
import { getLocalChain } from '@site/testing/vitest';
import { fund, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { refusal, type TestClient } from '../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
// @ts-expect-error -- a plain script with no types of its own (it must not depend on the site's code)
import { verifyOnChain, verifyProof } from '../../../../tooling/ledger-verifier/verify-proof.mjs';
import { balancesAtPosition, commitmentBalances, listCommitments, type PositionBalance } from '../ledger/commitment-store.ts';
import { leafPaths } from './account-proof.ts';
import { commitLedgerDay, repriceAfterMs, type CommitContext } from './commit-ledger-day.ts';
import { BalanceTree, leafHash, leafSalt, rootFromPath, siblingsAbove } from './merkle-tree.ts';

const verifier = new URL('../../../../tooling/ledger-verifier/verify-proof.mjs', import.meta.url).pathname;
const run = promisify(execFile);

let server: TestServer;
let rpcUrl: string;
let publisher: Hex;
let alice: { accountId: string; client: TestClient };
const day = 24 * 3600 * 1000;
const siteOnly = (): CommitContext => ({ ...server.ctx, config: { ...server.ctx.config, proofs: { ...server.ctx.config.proofs, publisherKey: null } } });
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
  const folder = mkdtempSync(join(tmpdir(), 'proof-'));
  const file = join(folder, 'proof.json');
  writeFileSync(file, JSON.stringify(proof));
  try {
    const { stdout } = await run(process.execPath, [verifier, file, ...args]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  } finally {
    rmSync(folder, { recursive: true, force: true });
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

    expect(await commitLedgerDay(server.ctx, { stopBeforeSending: true, subtreeHeight: 2 })).toBe('signed');
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
    server.advanceClock(day);
    // Subtrees of 4 leaves: 18 leaves make 5 subtrees (the last of 2) and three levels of nodes stored above them.
    expect(await commitLedgerDay(siteOnly(), { subtreeHeight: 2 })).toBe('site_only');
    const { proofs } = await server.client().api.call('listProofs');
    expect(proofs.map((proof) => [proof.publication, proof.txHash === null])).toEqual([['site_only', true], ['published', false]]);
    const mine = await alice.client.api.call('getMyProof');
    expect(verifyProof(mine)).toEqual([]);
    expect(await verifyOnChain(mine, rpcUrl)).toEqual(['the commitment was not published on the chain (no transaction hash)']);
  });

  it('answers proofs from the stored leaves and nodes: the last, partly filled subtree too; a tampered stored node is caught by the verifier', async () => {
    const [latest] = await listCommitments(server.ctx.db, 1);
    if (!latest) throw new Error('no commitment');
    expect([latest.subtree_height, latest.leaf_count]).toEqual([2, 18]);
    const secret = server.ctx.config.proofs.saltSecret ?? '';
    // Every leaf's path from its subtree and the nodes above is the whole tree's, the last leaf's (alone with one other in its subtree) included.
    const stored = await server.ctx.db.query<{ party: string; asset: string; balance: bigint; leaf_index: number }>(
      `SELECT COALESCE('user:' || a.account_id::text, 'system:' || a.system_name) AS party, c.asset, c.balance, c.leaf_index
         FROM ledger_commitment_balances c JOIN ledger_accounts a ON a.id = c.ledger_account_id WHERE c.day = $1::date ORDER BY c.leaf_index`,
      [latest.day],
    );
    expect(stored.map((row) => row.leaf_index)).toEqual([...Array(18).keys()]);
    const hashes = stored.map((row) => leafHash(leafSalt(secret, latest.day, row.party, row.asset), row));
    const whole = new BalanceTree(hashes);
    const paths = await leafPaths(server.ctx.db, secret, latest, stored);
    expect(paths.map((leaf) => leaf.path.join())).toEqual(hashes.map((hash) => whole.path(hash)?.map((node) => node.toString('hex')).join()));
    expect(rootFromPath(hashes[17] as Buffer, (paths[17]?.path ?? []).map((node) => Buffer.from(node, 'hex'))).toString('hex')).toBe(latest.balances_root);

    // Someone with the database's keys changes a stored node on Alice's path: her proof no longer reaches the root.
    const mine = await server.ctx.db.query<{ asset: string; leaf_index: number }>(
      'SELECT c.asset, c.leaf_index FROM ledger_commitment_balances c JOIN ledger_accounts a ON a.id = c.ledger_account_id WHERE c.day = $1::date AND a.account_id = $2 ORDER BY c.asset',
      [latest.day, alice.accountId],
    );
    const [gameCoin] = mine;
    const [node] = siblingsAbove(18, 2, (gameCoin?.leaf_index ?? 0) >> 2);
    if (!gameCoin || !node) throw new Error('no stored node on the path');
    const tamper = async (hash: string): Promise<void> => {
      await server.ctx.db.exec('ALTER TABLE ledger_commitment_nodes DISABLE TRIGGER ledger_commitment_nodes_no_update');
      await server.ctx.db.query("UPDATE ledger_commitment_nodes SET hash = decode($4, 'hex') WHERE day = $1::date AND level = $2 AND node_index = $3", [latest.day, node.level, node.index, hash]);
      await server.ctx.db.exec('ALTER TABLE ledger_commitment_nodes ENABLE TRIGGER ledger_commitment_nodes_no_update');
    };
    const [original] = await server.ctx.db.query<{ hash: string }>("SELECT encode(hash, 'hex') AS hash FROM ledger_commitment_nodes WHERE day = $1::date AND level = $2 AND node_index = $3", [latest.day, node.level, node.index]);
    await tamper('ab'.repeat(32));
    try {
      const tampered = await alice.client.api.call('getMyProof');
      expect(verifyProof(tampered)).toContain('game_coin 0: its Merkle path does not lead to the balances root');
    } finally {
      await tamper(original?.hash ?? '');
    }
    expect(verifyProof(await alice.client.api.call('getMyProof'))).toEqual([]);
    await expect(server.ctx.db.query('UPDATE ledger_commitment_nodes SET level = level WHERE day = $1::date', [latest.day])).rejects.toThrow(/immutable/);
  });

  it("builds on the day before's balances, and keeps the newest two commitments': an older day's proof is 410 proof_pruned, the day before's is still given", async () => {
    await fund(server, alice.accountId, 'invite_point', 7n);
    server.advanceClock(day);
    expect(await commitLedgerDay(siteOnly())).toBe('site_only');
    const { proofs } = await server.client().api.call('listProofs');
    const days = proofs.map((proof) => proof.day);
    expect(days).toHaveLength(3);
    const [today, yesterday, first] = days as [string, string, string];
    // The day before's balances plus the transfers since are what a replay of the whole ledger gives.
    const sorted = (rows: PositionBalance[]) => rows.map((row) => `${row.party} ${row.asset} ${row.balance}`).sort();
    expect(sorted(await commitmentBalances(server.ctx.db, today))).toEqual(sorted(await balancesAtPosition(server.ctx.db, BigInt(proofs[0]?.position ?? 0))));
    expect(sorted(await commitmentBalances(server.ctx.db, today))).toContain(`user:${alice.accountId} invite_point 7`);
    const kept = await server.ctx.db.query<{ day: string }>("SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM ledger_commitment_balances ORDER BY day");
    expect(kept.map((row) => row.day)).toEqual([yesterday, today]);
    // The stored nodes go with the balances (today's tree is one subtree: no nodes above it).
    const keptNodes = await server.ctx.db.query<{ day: string }>("SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM ledger_commitment_nodes ORDER BY day");
    expect(keptNodes.map((row) => row.day)).toEqual([yesterday]);

    await expect(alice.client.api.call('getMyProof', { query: { day: first } })).rejects.toMatchObject({ status: 410, code: 'proof_pruned' });
    const previous = await alice.client.api.call('getMyProof', { query: { day: yesterday } });
    expect(previous.commitment.day).toBe(yesterday);
    expect(verifyProof(previous)).toEqual([]);
    await expect(alice.client.api.call('getMyProof', { query: { day: '2001-01-01' } })).rejects.toMatchObject({ status: 404, code: 'proof_unknown_day' });
    await expect(alice.client.api.call('getMyProof', { query: { day: '2026-02-30' } })).rejects.toMatchObject({ status: 400, code: 'validation_failed' });

    // The newest commitment's balances are never deleted, and no kept balance is ever changed.
    await expect(server.ctx.db.query('DELETE FROM ledger_commitment_balances WHERE day = $1::date', [today])).rejects.toThrow(/never deleted/);
    await expect(server.ctx.db.query('UPDATE ledger_commitment_balances SET balance = balance + 1 WHERE day = $1::date', [yesterday])).rejects.toThrow(/immutable/);
  });
});

describe('a publication stuck below the fees the chain asks (docs/ledger-proofs.md §2)', () => {
  let anvil: AnvilInstance;
  let ctx: CommitContext;
  let publisherAddress: Hex;
  const rpc = (method: string, params: unknown[] = []) => callJsonRpc(anvil.rpcUrl, method, params);
  const stored = async (): Promise<{ publication: string; tx_hash: Hex; signed_tx: Hex; replaced_tx_hashes: string[] }> => {
    const [row] = await server.ctx.db.query<{ publication: string; tx_hash: Hex; signed_tx: Hex; replaced_tx_hashes: string[] }>(
      'SELECT publication, tx_hash, signed_tx, replaced_tx_hashes FROM ledger_commitments ORDER BY day DESC LIMIT 1',
    );
    if (!row) throw new Error('no commitment');
    return row;
  };

  beforeAll(async () => {
    // A chain of its own: these tests stop its mining and change its fees, which the other files' chain must not see.
    anvil = await startAnvil();
    const key = generatePrivateKey();
    publisherAddress = privateKeyToAddress(key);
    await rpc('anvil_setBalance', [publisherAddress, toHex(10n ** 18n)]);
    ctx = { ...server.ctx, config: { ...server.ctx.config, chainRpcUrl: anvil.rpcUrl, proofs: { ...server.ctx.config.proofs, publisherKey: key } } };
  });
  afterAll(() => anvil.stop());

  it('not mined ten minutes after it was signed, it is signed again with the same nonce at a quarter more; the one mined is recorded', async () => {
    // The next day's noon (UTC), not a day from whatever hour the run has: ten minutes later must
    // still be the same day, or the last commit below is the next day's (CI, a run at 23:50 UTC).
    const now = server.ctx.now().getTime();
    server.advanceClock((Math.floor(now / day) + 1) * day + day / 2 - now);
    await rpc('evm_setAutomine', [false]);
    await expect(commitLedgerDay(ctx, { receiptWaitMs: 0 })).rejects.toThrow(/is not mined yet/);
    const first = await stored();
    // Sent again as it is while it is younger than ten minutes.
    await expect(commitLedgerDay(ctx, { receiptWaitMs: 0 })).rejects.toThrow(/is not mined yet/);
    expect((await stored()).tx_hash).toBe(first.tx_hash);

    server.advanceClock(repriceAfterMs);
    await expect(commitLedgerDay(ctx, { receiptWaitMs: 0 })).rejects.toThrow(/is not mined yet/);
    const second = await stored();
    expect(second.replaced_tx_hashes).toEqual([first.tx_hash]);
    const [before, after] = [parseTransaction(first.signed_tx), parseTransaction(second.signed_tx)];
    expect(after.nonce).toBe(before.nonce);
    expect(after.maxFeePerGas).toBeGreaterThanOrEqual(((before.maxFeePerGas ?? 0n) * 5n) / 4n);

    await rpc('evm_mine');
    await rpc('evm_setAutomine', [true]);
    expect(await commitLedgerDay(ctx, { receiptWaitMs: 0 })).toBe('published');
    expect(await stored()).toMatchObject({ publication: 'published', tx_hash: second.tx_hash, replaced_tx_hashes: [first.tx_hash] });
    expect(await rpc('eth_getTransactionCount', [publisherAddress, 'latest'])).toBe('0x1');
    expect(await rpc('eth_getTransactionReceipt', [first.tx_hash])).toBeNull();
  });

  it('refused for its fee, it is signed again at once, but never above PROOF_MAX_FEE_GWEI: at the bound it waits for the fees to come down', async () => {
    server.advanceClock(day);
    const gwei = 10n ** 9n;
    // The chain's base fee jumps to 100 gwei; this key may pay 50 at most.
    await rpc('anvil_setNextBlockBaseFeePerGas', [toHex(100n * gwei)]);
    await rpc('evm_mine');
    const bounded = { ...ctx, config: { ...ctx.config, proofs: { ...ctx.config.proofs, maxFeePerGas: 50n * gwei } } };
    await expect(commitLedgerDay(bounded, { receiptWaitMs: 0 })).rejects.toThrow(/is not mined yet, and its fee is at PROOF_MAX_FEE_GWEI already/);
    await expect(commitLedgerDay(bounded, { receiptWaitMs: 0 })).rejects.toThrow(/at PROOF_MAX_FEE_GWEI already/);
    const signed = await stored();
    expect(signed).toMatchObject({ publication: 'signed', replaced_tx_hashes: [] });
    expect(parseTransaction(signed.signed_tx).maxFeePerGas).toBe(50n * gwei);

    await rpc('anvil_setNextBlockBaseFeePerGas', [toHex(gwei)]);
    await rpc('evm_mine');
    // Sent now, it is mined by automine, whose receipt can come a moment after the send's answer
    // on a busy machine (CI): wait for it rather than look once.
    expect(await commitLedgerDay(bounded, { receiptWaitMs: 30_000 })).toBe('published');
    expect(await stored()).toMatchObject({ publication: 'published', tx_hash: signed.tx_hash, replaced_tx_hashes: [] });
  });
});
