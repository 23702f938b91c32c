import type { Hex } from 'viem';
import type { ServerContext } from '../context.ts';
import { chainClient, chainUnavailable, readChainTransaction } from './deposit-chain.ts';
import type { DepositState } from './deposit-store.ts';
import { settleDeposit } from './settle-deposit.ts';

/** At most this many blocks per scan; the next scan goes on from there. */
const maxBlocksPerScan = 2_000n;
const blocksAtOnce = 8;

export interface TreasuryScanReport {
  /** The blocks read, both included; null when there was nothing new to read. */
  fromBlock: bigint | null;
  toBlock: bigint | null;
  deposits: { txHash: string; state: DepositState }[];
}

/**
 * The treasury watcher: reads the confirmed blocks since the last scanned one (stored per treasury
 * address in `deposit_scans`), and settles every transfer of CORE to the treasury exactly as
 * `POST /api/deposits` does, so a deposit the page never reported is still credited, once. A
 * deposit from a wallet no account holds is recorded as unclaimed. The very first scan starts at
 * DEPOSIT_SCAN_FROM_BLOCK, or else at the current confirmed block. `fromBlock`/`toBlock` choose
 * the range (tests); the stored block only ever moves forward.
 */
export async function scanTreasuryDeposits(ctx: ServerContext, range: { fromBlock?: bigint; toBlock?: bigint } = {}): Promise<TreasuryScanReport> {
  const { treasuryAddress: treasury, confirmations, scanFromBlock } = ctx.config.deposits;
  const nothing: TreasuryScanReport = { fromBlock: null, toBlock: null, deposits: [] };
  if (treasury === null) return nothing;
  const client = chainClient(ctx.config.chainRpcUrl);
  const head = await client.getBlockNumber({ cacheTime: 0 }).catch(() => {
    throw chainUnavailable();
  });
  const confirmedHead = head - BigInt(confirmations - 1);
  const [stored] = await ctx.db.query<{ last_block: bigint }>('SELECT last_block FROM deposit_scans WHERE treasury_address = $1', [treasury]);
  const fromBlock = range.fromBlock ?? (stored ? stored.last_block + 1n : (scanFromBlock ?? confirmedHead));
  let toBlock = range.toBlock !== undefined && range.toBlock < confirmedHead ? range.toBlock : confirmedHead;
  if (toBlock - fromBlock + 1n > maxBlocksPerScan) toBlock = fromBlock + maxBlocksPerScan - 1n;
  if (fromBlock > toBlock || toBlock < 0n) return nothing;

  const hashes: Hex[] = [];
  for (let start = fromBlock; start <= toBlock; start += BigInt(blocksAtOnce)) {
    const numbers: bigint[] = [];
    for (let n = start; n <= toBlock && n < start + BigInt(blocksAtOnce); n++) numbers.push(n);
    const blocks = await Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }))).catch(() => {
      throw chainUnavailable();
    });
    for (const block of blocks) {
      for (const transaction of block.transactions) {
        if (transaction.to?.toLowerCase() === treasury && transaction.value > 0n) hashes.push(transaction.hash);
      }
    }
  }

  const deposits: TreasuryScanReport['deposits'] = [];
  for (const hash of hashes) {
    const chain = await readChainTransaction(client, hash);
    if (!chain || chain.to !== treasury || chain.rpcChainId !== ctx.config.chainId) continue;
    const row = await settleDeposit(ctx, chain, 'watcher');
    deposits.push({ txHash: row.tx_hash, state: row.state });
  }
  await ctx.db.query(
    `INSERT INTO deposit_scans (treasury_address, last_block) VALUES ($1, $2)
     ON CONFLICT (treasury_address) DO UPDATE SET last_block = GREATEST(deposit_scans.last_block, EXCLUDED.last_block)`,
    [treasury, toBlock],
  );
  return { fromBlock, toBlock, deposits };
}
