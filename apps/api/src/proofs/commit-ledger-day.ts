import type { Hex } from 'viem';
import type { ServerContext } from '../context.ts';
import { balancesAtPosition, findCommitment, insertCommitment, listUnsentCommitments, markPublished, type CommitmentRow, type PositionBalance } from '../ledger/commitment-store.ts';
import { genesisSeal } from '../ledger/seal-encoding.ts';
import { sealLedger } from '../ledger/seal-ledger.ts';
import { sealChainHead } from '../ledger/seal-store.ts';
import { commitmentRoot, type AssetTotals } from './commitment-header.ts';
import { BalanceTree, leafHash, leafSalt } from './merkle-tree.ts';
import { sendPublication, signPublication } from './root-publisher.ts';

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export type CommitOutcome = 'disabled' | 'site_only' | 'signed' | 'published';

/**
 * The day's commitment (docs/ledger-proofs.md), safe to run again at any point: seals what has
 * committed; builds the tree over every balance at the chain's head and stores it with the day's
 * publication, signed but not sent, in one transaction (the day is the key: a second build for
 * the same day writes nothing); then sends that same signed transaction and records its block.
 * A restart anywhere re-does only what is not stored: a crash before the build's commit builds
 * again, one after it sends the stored transaction, never a second one.
 * `stopBeforeSending` leaves it signed and unsent (the tests' crash).
 */
export async function commitLedgerDay(ctx: ServerContext, options: { stopBeforeSending?: boolean } = {}): Promise<CommitOutcome> {
  const { saltSecret, publisherKey } = ctx.config.proofs;
  if (saltSecret === null) return 'disabled';
  // An earlier day's transaction signed and not yet seen mined goes first: today's takes the next nonce.
  for (const unsent of await listUnsentCommitments(ctx.db)) await send(ctx, unsent, options);
  const day = utcDay(ctx.now());
  let commitment = await findCommitment(ctx.db, day);
  if (!commitment) {
    await sealLedger(ctx.db);
    commitment = await buildCommitment(ctx, day, saltSecret, publisherKey);
  }
  return send(ctx, commitment, options);
}

async function send(ctx: ServerContext, commitment: CommitmentRow, options: { stopBeforeSending?: boolean }): Promise<CommitOutcome> {
  if (commitment.publication !== 'signed' || options.stopBeforeSending) return commitment.publication;
  const blockNumber = await sendPublication({ rpcUrl: ctx.config.chainRpcUrl, chainId: ctx.config.chainId, signedTx: commitment.signed_tx as Hex, txHash: commitment.tx_hash as Hex });
  await markPublished(ctx.db, commitment.day, blockNumber, ctx.now());
  return 'published';
}

async function buildCommitment(ctx: ServerContext, day: string, saltSecret: string, publisherKey: Hex | null): Promise<CommitmentRow> {
  await ctx.db.transaction(async (tx) => {
    // One snapshot: the head, and the balances replayed up to it.
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const head = await sealChainHead(tx);
    const balances = await balancesAtPosition(tx, head.position);
    const tree = new BalanceTree(balances.map((row) => leafHash(leafSalt(saltSecret, day, row.party, row.asset), row)));
    const fields = { day, position: head.position, chainHead: head.seal ?? genesisSeal, balancesRoot: tree.root.toString('hex'), leafCount: tree.leafCount, totals: totalsOf(balances) };
    const root = commitmentRoot(fields);
    const signed = publisherKey === null ? null : await signPublication({ rpcUrl: ctx.config.chainRpcUrl, chainId: ctx.config.chainId, key: publisherKey, day, root });
    await insertCommitment(tx, { ...fields, root, signed }, balances);
  });
  const stored = await findCommitment(ctx.db, day);
  if (!stored) throw new Error(`the commitment of ${day} was not stored`);
  return stored;
}

/** Each asset's sum over users and over system accounts: the two sum to zero when the ledger holds. */
export function totalsOf(balances: readonly PositionBalance[]): AssetTotals {
  const sums = new Map<string, { users: bigint; system: bigint }>();
  for (const row of balances) {
    const sum = sums.get(row.asset) ?? { users: 0n, system: 0n };
    if (row.isSystem) sum.system += row.balance;
    else sum.users += row.balance;
    sums.set(row.asset, sum);
  }
  return Object.fromEntries([...sums].sort(([a], [b]) => a.localeCompare(b)).map(([asset, sum]) => [asset, { users: sum.users.toString(), system: sum.system.toString() }]));
}
