import { getAddress, type Address, type Hex } from 'viem';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getLocalChain } from '@site/testing/vitest';
import { askNonce, nodeSigner, siweMessage } from '../test-support/siwe-flow.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { refusal, type TestClient } from '../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { freshAddress, revertingCode, localChainClient } from './local-chain-client.ts';
import { scanTreasuryDeposits } from './scan-treasury.ts';

// Anvil's accounts 8 and 9 are this file's (the sign-in tests use 0–7). The node is shared with
// other files and with the other database project: every server here has its own fresh treasury
// address, and no test assumes a block number.
let chain: ReturnType<typeof localChainClient>;
let sign: ReturnType<typeof nodeSigner>;
let depositor: Address;
let stranger: Address;
let treasury: Address;
let server: TestServer;
let player: TestClient;
let playerId: string;

async function signInWithWallet(target: TestServer, client: TestClient, address: Address): Promise<string> {
  const message = siweMessage(await askNonce(client), address);
  const { account } = await client.api.call('walletVerify', { body: { message, signature: await sign(address, message) } });
  return account.id;
}

async function gold(client: TestClient): Promise<string> {
  return (await client.api.call('getLedgerBalances')).balances.gold_coin;
}

async function ledgerHolds(target: TestServer): Promise<void> {
  const report = await checkLedger(target.ctx.db);
  expect(report.checks.filter((check) => check.failures.length > 0)).toEqual([]);
  expect(report.ok).toBe(true);
}

async function depositTransfers(target: TestServer, hash: Hex): Promise<unknown[]> {
  return target.ctx.db.query('SELECT amount FROM ledger_transfers WHERE idempotency_key = $1', [`deposit:${hash}`]);
}

beforeAll(async () => {
  const local = getLocalChain();
  chain = localChainClient(local.rpcUrl);
  sign = nodeSigner(local.rpcUrl);
  [depositor, stranger] = [getAddress(local.accounts[8]!), getAddress(local.accounts[9]!)];
  treasury = freshAddress();
  server = await startTestServer({ CHAIN_RPC_URL: local.rpcUrl, TREASURY_ADDRESS: treasury, DEPOSIT_CONFIRMATIONS: '1', DEPOSIT_SCAN_SECONDS: '0' });
  player = server.client();
  playerId = await signInWithWallet(server, player, depositor);
});

describe('deposits of CORE for gold coins', () => {
  it('serves the deposit rules at /api/config', async () => {
    const config = await server.client().api.call('publicConfig');
    expect(config.deposits).toEqual({ enabled: true, treasuryAddress: treasury.toLowerCase(), goldPerCore: '100', minWei: '10000000000000000', confirmations: 1 });
  });

  // claimDeposit answers 200 (credited) or 202 (still confirming): the tests read which, so they call it raw.
  it('credits a real transfer from a linked wallet once, rounding down', async () => {
    const before = BigInt(await gold(player));
    const { hash } = await chain.send(depositor, treasury, '0.5059');
    const first = await player.call('claimDeposit', { body: { txHash: hash } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ txHash: hash, state: 'credited', refusal: null, from: depositor.toLowerCase(), valueWei: '505900000000000000', goldCoins: '50', requiredConfirmations: 1 });
    expect(BigInt(await gold(player))).toBe(before + 50n);

    const again = await player.call('claimDeposit', { body: { txHash: hash.toUpperCase().replace('0X', '0x') } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(BigInt(await gold(player))).toBe(before + 50n);
    expect(await depositTransfers(server, hash)).toHaveLength(1);

    const list = await player.api.call('listDeposits');
    expect(list.deposits).toContainEqual(first.body);
    await ledgerHolds(server);
  });

  it('credits the same hash posted in parallel once', async () => {
    const before = BigInt(await gold(player));
    const { hash } = await chain.send(depositor, treasury, '0.03');
    const answers = await Promise.all(Array.from({ length: 6 }, () => player.call('claimDeposit', { body: { txHash: hash } })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(BigInt(await gold(player))).toBe(before + 3n);
    expect(await depositTransfers(server, hash)).toEqual([{ amount: 3n }]);
    await ledgerHolds(server);
  });

  it('refuses a transfer from a wallet not linked to the account; the watcher records it unclaimed', async () => {
    const before = await gold(player);
    const { hash, blockNumber } = await chain.send(stranger, treasury, '1');
    const refused = await refusal(player.api.call('claimDeposit', { body: { txHash: hash } }));
    expect(refused).toMatchObject({ status: 403, code: 'wallet_not_linked', field: 'body.txHash' });
    expect(await server.ctx.db.query('SELECT state FROM deposits WHERE tx_hash = $1', [hash])).toEqual([]);

    const report = await scanTreasuryDeposits(server.ctx, { fromBlock: blockNumber, toBlock: blockNumber });
    expect(report.deposits).toEqual([{ txHash: hash, state: 'unclaimed' }]);
    expect(await server.ctx.db.query('SELECT account_id, state, gold_coins FROM deposits WHERE tx_hash = $1', [hash])).toEqual([{ account_id: null, state: 'unclaimed', gold_coins: 100n }]);
    expect(await gold(player)).toBe(before);
    expect(await depositTransfers(server, hash)).toEqual([]);
    await ledgerHolds(server);
  });

  it('refuses an unknown hash, a transfer to another address and one below the minimum', async () => {
    const before = await gold(player);
    const unknown = `0x${'ab'.repeat(32)}`;
    await expect(player.api.call('claimDeposit', { body: { txHash: unknown } })).rejects.toMatchObject({ status: 404, code: 'deposit_unknown' });

    const elsewhere = await chain.send(depositor, freshAddress(), '1');
    await expect(player.api.call('claimDeposit', { body: { txHash: elsewhere.hash } })).rejects.toMatchObject({ status: 422, code: 'deposit_wrong_recipient' });

    const small = await chain.send(depositor, treasury, '0.009999');
    await expect(player.api.call('claimDeposit', { body: { txHash: small.hash } })).rejects.toMatchObject({ status: 422, code: 'deposit_too_small' });
    const list = await player.api.call('listDeposits');
    expect(list.deposits.find((deposit) => deposit.txHash === small.hash)).toMatchObject({ state: 'refused', refusal: 'deposit_too_small' });

    await expect(player.api.call('claimDeposit', { body: { txHash: '0x1234' } })).rejects.toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await gold(player)).toBe(before);
    await ledgerHolds(server);
  });

  it('refuses a transaction that reverted', async () => {
    const before = await gold(player);
    await chain.setCode(treasury, revertingCode);
    let hash: Hex;
    try {
      ({ hash } = await chain.send(depositor, treasury, '1', { gas: 100_000n }));
    } finally {
      await chain.setCode(treasury, '0x');
    }
    expect((await chain.client.getTransactionReceipt({ hash })).status).toBe('reverted');
    await expect(player.api.call('claimDeposit', { body: { txHash: hash } })).rejects.toMatchObject({ status: 422, code: 'deposit_failed' });
    const list = await player.api.call('listDeposits');
    expect(list.deposits.find((deposit) => deposit.txHash === hash)).toMatchObject({ state: 'refused', refusal: 'deposit_failed', goldCoins: '100' });
    expect(await gold(player)).toBe(before);
    await ledgerHolds(server);
  });

  it('credits a deposit the page never reported, found by the watcher alone', async () => {
    const before = BigInt(await gold(player));
    const { hash, blockNumber } = await chain.send(depositor, treasury, '0.2');
    const report = await scanTreasuryDeposits(server.ctx, { fromBlock: blockNumber, toBlock: blockNumber });
    expect(report.deposits).toEqual([{ txHash: hash, state: 'credited' }]);
    expect(BigInt(await gold(player))).toBe(before + 20n);
    // The watcher again, and the page later: nothing more.
    await scanTreasuryDeposits(server.ctx, { fromBlock: blockNumber, toBlock: blockNumber });
    expect(await player.call('claimDeposit', { body: { txHash: hash } })).toMatchObject({ status: 200, body: { state: 'credited', goldCoins: '20' } });
    expect(BigInt(await gold(player))).toBe(before + 20n);
    await ledgerHolds(server);
  });

  it('credits once when the watcher and the page race on the same hash', async () => {
    const before = BigInt(await gold(player));
    const { hash, blockNumber } = await chain.send(depositor, treasury, '0.07');
    const [answer] = await Promise.all([
      player.call('claimDeposit', { body: { txHash: hash } }),
      scanTreasuryDeposits(server.ctx, { fromBlock: blockNumber, toBlock: blockNumber }),
      player.call('claimDeposit', { body: { txHash: hash } }),
      scanTreasuryDeposits(server.ctx, { fromBlock: blockNumber, toBlock: blockNumber }),
    ]);
    expect(answer).toMatchObject({ status: 200, body: { state: 'credited', goldCoins: '7' } });
    expect(BigInt(await gold(player))).toBe(before + 7n);
    expect(await depositTransfers(server, hash)).toEqual([{ amount: 7n }]);
    await ledgerHolds(server);
  });

  it('keeps its place: a scan without a range goes on after the last scanned block', async () => {
    await scanTreasuryDeposits(server.ctx);
    const [{ last_block: last }] = await server.ctx.db.query<{ last_block: bigint }>('SELECT last_block FROM deposit_scans WHERE treasury_address = $1', [treasury.toLowerCase()]) as [{ last_block: bigint }];
    const { hash } = await chain.send(depositor, treasury, '0.01');
    const report = await scanTreasuryDeposits(server.ctx);
    expect(report.fromBlock).toBe(last + 1n);
    expect(report.deposits).toContainEqual({ txHash: hash, state: 'credited' });
    await ledgerHolds(server);
  });

  it('answers another account 409 for a deposit already credited', async () => {
    const { hash } = await chain.send(depositor, treasury, '0.01');
    expect((await player.call('claimDeposit', { body: { txHash: hash } })).status).toBe(200);
    // The wallet moves to another account (unlinked here by hand), which then asks for the same deposit.
    const other = server.client();
    await server.ctx.db.query("DELETE FROM identities WHERE kind = 'wallet' AND subject = $1", [depositor.toLowerCase()]);
    try {
      await signInWithWallet(server, other, depositor);
      await expect(other.api.call('claimDeposit', { body: { txHash: hash } })).rejects.toMatchObject({ status: 409, code: 'deposit_claimed' });
    } finally {
      await server.ctx.db.query("UPDATE identities SET account_id = $1 WHERE kind = 'wallet' AND subject = $2", [playerId, depositor.toLowerCase()]);
    }
    await ledgerHolds(server);
  });
});

describe('deposits that wait for confirmations', () => {
  it('answers 202 with the count until enough blocks are mined, then credits', async () => {
    const local = getLocalChain();
    const target = await startTestServer({ CHAIN_RPC_URL: local.rpcUrl, TREASURY_ADDRESS: freshAddress(), DEPOSIT_CONFIRMATIONS: '40', DEPOSIT_SCAN_SECONDS: '0' });
    const client = target.client();
    await signInWithWallet(target, client, depositor);
    const { hash } = await chain.send(depositor, target.ctx.config.deposits.treasuryAddress as Address, '1');
    const waiting = await client.call<{ state: string; confirmations: number }>('claimDeposit', { body: { txHash: hash } });
    expect(waiting.status).toBe(202);
    expect(waiting.body).toMatchObject({ state: 'confirming', requiredConfirmations: 40, goldCoins: '100' });
    expect(waiting.body.confirmations).toBeGreaterThanOrEqual(1);
    expect(waiting.body.confirmations).toBeLessThan(40);
    expect(await gold(client)).toBe('0');
    expect((await client.api.call('listDeposits')).deposits).toEqual([waiting.body]);

    await chain.mine(40);
    const credited = await client.call('claimDeposit', { body: { txHash: hash } });
    expect(credited).toMatchObject({ status: 200, body: { state: 'credited', goldCoins: '100' } });
    expect(await gold(client)).toBe('100');
    await ledgerHolds(target);
    await target.close();
  });
});

describe('the watcher on its interval', () => {
  it('credits a deposit by itself, from the block it was told to start at', async () => {
    const local = getLocalChain();
    const ownTreasury = freshAddress();
    const start = await chain.client.getBlockNumber();
    const target = await startTestServer({
      CHAIN_RPC_URL: local.rpcUrl,
      TREASURY_ADDRESS: ownTreasury,
      DEPOSIT_CONFIRMATIONS: '1',
      DEPOSIT_SCAN_SECONDS: '1',
      DEPOSIT_SCAN_FROM_BLOCK: start.toString(),
    });
    const client = target.client();
    await signInWithWallet(target, client, depositor);
    const { hash } = await chain.send(depositor, ownTreasury, '0.25');
    await vi.waitFor(
      async () => {
        expect(await target.ctx.db.query('SELECT state, gold_coins FROM deposits WHERE tx_hash = $1', [hash])).toEqual([{ state: 'credited', gold_coins: 25n }]);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(await gold(client)).toBe('25');
    await ledgerHolds(target);
    await target.close();
  });
});

describe('deposits refused by the server', () => {
  it('says deposits are disabled without a treasury address', async () => {
    const target = await startTestServer({ CHAIN_RPC_URL: getLocalChain().rpcUrl });
    const client = target.client();
    await signInWithWallet(target, client, depositor);
    expect((await client.api.call('publicConfig')).deposits).toMatchObject({ enabled: false, treasuryAddress: null });
    await expect(client.api.call('claimDeposit', { body: { txHash: `0x${'cd'.repeat(32)}` } })).rejects.toMatchObject({ status: 503, code: 'deposits_disabled' });
    expect(await scanTreasuryDeposits(target.ctx)).toEqual({ fromBlock: null, toBlock: null, deposits: [] });
    await target.close();
  });

  it('refuses a transaction of another chain', async () => {
    const local = getLocalChain();
    const otherTreasury = freshAddress();
    const target = await startTestServer({ CHAIN_RPC_URL: local.rpcUrl, CHAIN_ID: '1', TREASURY_ADDRESS: otherTreasury, DEPOSIT_CONFIRMATIONS: '1', DEPOSIT_SCAN_SECONDS: '0' });
    const client = target.client();
    await signInWithWallet(target, client, depositor);
    const { hash } = await chain.send(depositor, otherTreasury, '1');
    await expect(client.api.call('claimDeposit', { body: { txHash: hash } })).rejects.toMatchObject({ status: 422, code: 'deposit_wrong_chain' });
    expect(await target.ctx.db.query('SELECT tx_hash FROM deposits')).toEqual([]);
    await target.close();
  });

  it('needs a session', async () => {
    await expect(server.client().api.call('claimDeposit', { body: { txHash: `0x${'ef'.repeat(32)}` } })).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
    await expect(server.client().api.call('listDeposits')).rejects.toMatchObject({ status: 401 });
  });
});
