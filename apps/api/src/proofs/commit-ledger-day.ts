import type { Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import type { ServerContext } from '../context.ts';
import {
  balancesAtPosition,
  findCommitment,
  insertCommitment,
  listCommitments,
  listUnsentCommitments,
  markPublished,
  pruneCommitmentBalances,
  replacePublication,
  type CommitmentRow,
  type PositionBalance,
} from '../ledger/commitment-store.ts';
import { genesisSeal } from '../ledger/seal-encoding.ts';
import { sealLedger } from '../ledger/seal-ledger.ts';
import { sealChainHead } from '../ledger/seal-store.ts';
import { commitmentRoot, type AssetTotals } from './commitment-header.ts';
import { BalanceTree, leafHash, leafSalt } from './merkle-tree.ts';
import { repricePublication, sendPublication, signPublication, type PublicationState } from './root-publisher.ts';

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** What the job reads of the server: its database, configuration and clock (the admin command's ledger-commit gives the same). */
export type CommitContext = Pick<ServerContext, 'db' | 'config' | 'now'>;

export type CommitOutcome = 'disabled' | 'site_only' | 'signed' | 'published';

/** The newest commitments whose balances are kept, for the players' proofs (docs/ledger-proofs.md §2, Retention). */
export const keptCommitmentBalances = 2;
/**
 * A proof recomputes a subtree of 2^this leaves (read by leaf index, a salt and a hash each) and
 * takes the nodes above it from the database: 256 leaves, and about 2/256 of the leaves' count in
 * nodes stored a day (docs/ledger-proofs.md §3; 1,024 made the salts most of a proof's time).
 */
export const proofSubtreeHeight = 8;
/** A publication not mined this long after it was signed is signed again at a higher fee. */
export const repriceAfterMs = 10 * 60_000;

interface CommitOptions {
  /** Leaves the day's transaction signed and unsent (the tests' crash). */
  readonly stopBeforeSending?: boolean;
  /** How long a run waits for the publication to be mined before it fails (and is tried again); default 120 s. */
  readonly receiptWaitMs?: number;
  /** The proofs' subtrees have 2^this leaves (default `proofSubtreeHeight`; the tests' small trees take less, to have nodes above them). */
  readonly subtreeHeight?: number;
}

/**
 * The day's commitment (docs/ledger-proofs.md), safe to run again at any point: seals what has
 * committed; builds the tree over every balance at the chain's head and stores it with the day's
 * publication, signed but not sent, in one transaction (the day is the key: a second build for
 * the same day writes nothing); then sends that same signed transaction and records its block.
 * A restart anywhere re-does only what is not stored: a crash before the build's commit builds
 * again, one after it sends the stored transaction, never a second one. A transaction not mined
 * after `repriceAfterMs`, or whose fee the node refuses, is signed again with the same nonce at a
 * higher fee (bounded by PROOF_MAX_FEE_GWEI). Balances of commitments older than the newest
 * `keptCommitmentBalances` are deleted once a new one is stored.
 */
export async function commitLedgerDay(ctx: CommitContext, options: CommitOptions = {}): Promise<CommitOutcome> {
  const { saltSecret, publisherKey } = ctx.config.proofs;
  if (saltSecret === null) return 'disabled';
  // An earlier day's transaction signed and not yet seen mined goes first: today's takes the next nonce.
  for (const unsent of await listUnsentCommitments(ctx.db)) await send(ctx, unsent, options);
  const day = utcDay(ctx.now());
  let commitment = await findCommitment(ctx.db, day);
  if (!commitment) {
    await sealLedger(ctx.db);
    commitment = await buildCommitment(ctx, day, saltSecret, publisherKey, options.subtreeHeight ?? proofSubtreeHeight);
  }
  await pruneCommitmentBalances(ctx.db, keptCommitmentBalances, ctx.now());
  return send(ctx, commitment, options);
}

/**
 * Sends the day's signed transaction and records where it was mined; signs it again at a higher
 * fee when it is stuck. Throws while it is not mined: the job is tried again.
 */
async function send(ctx: CommitContext, commitment: CommitmentRow, options: CommitOptions): Promise<CommitOutcome> {
  if (commitment.publication !== 'signed' || options.stopBeforeSending) return commitment.publication;
  const { chainRpcUrl: rpcUrl, chainId, proofs } = ctx.config;
  const receiptWaitMs = options.receiptWaitMs ?? 120_000;
  const replaced = [...commitment.replaced_tx_hashes] as Hex[];
  let current = { txHash: commitment.tx_hash as Hex, signedTx: commitment.signed_tx as Hex };
  let state: PublicationState = await sendPublication({ rpcUrl, chainId, signedTx: current.signedTx, txHashes: [current.txHash, ...replaced], receiptWaitMs });
  let atBound = false;
  const signedAt = commitment.tx_signed_at ?? commitment.created_at;
  const stuck = state.mined === null && (state.underpriced || ctx.now().getTime() - signedAt.getTime() >= repriceAfterMs);
  // Only the key that signed it may sign it again: another key's nonce would publish the day twice.
  if (stuck && proofs.publisherKey !== null && privateKeyToAddress(proofs.publisherKey).toLowerCase() === commitment.publisher) {
    const replacement = await repricePublication({ rpcUrl, chainId, key: proofs.publisherKey, signedTx: current.signedTx, maxFeePerGas: proofs.maxFeePerGas });
    atBound = replacement === null;
    if (replacement && (await replacePublication(ctx.db, commitment.day, current.txHash, replacement, ctx.now()))) {
      replaced.unshift(current.txHash);
      current = { txHash: replacement.txHash as Hex, signedTx: replacement.signedTx as Hex };
      state = await sendPublication({ rpcUrl, chainId, signedTx: current.signedTx, txHashes: [current.txHash, ...replaced], receiptWaitMs });
    }
  }
  if (state.mined === null) {
    const bound = atBound ? ', and its fee is at PROOF_MAX_FEE_GWEI already: it waits for the chain’s fees to come down' : '';
    throw new Error(`the publication of ${commitment.day} (${current.txHash}) is not mined yet${bound}; the next run sends it again`);
  }
  await markPublished(ctx.db, commitment.day, state.mined, ctx.now());
  return 'published';
}

async function buildCommitment(ctx: CommitContext, day: string, saltSecret: string, publisherKey: Hex | null, subtreeHeight: number): Promise<CommitmentRow> {
  await ctx.db.transaction(async (tx) => {
    // One snapshot: the head, and the balances replayed up to it.
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const head = await sealChainHead(tx);
    // On top of the newest commitment's balances (kept: the newest are never pruned), only the transfers since.
    const [previous] = await listCommitments(tx, 1);
    const balances = await balancesAtPosition(tx, head.position, previous && previous.balances_pruned_at === null ? { day: previous.day, position: previous.position } : null);
    const tree = new BalanceTree(balances.map((row) => leafHash(leafSalt(saltSecret, day, row.party, row.asset), row)));
    const fields = { day, position: head.position, chainHead: head.seal ?? genesisSeal, balancesRoot: tree.root.toString('hex'), leafCount: tree.leafCount, totals: totalsOf(balances) };
    const root = commitmentRoot(fields);
    const signed = publisherKey === null ? null : await signPublication({ rpcUrl: ctx.config.chainRpcUrl, chainId: ctx.config.chainId, key: publisherKey, day, root, maxFeePerGas: ctx.config.proofs.maxFeePerGas });
    await insertCommitment(tx, { ...fields, root, signed }, balances, { subtreeHeight, leafIndexes: tree.leafIndexes, nodes: tree.nodesFrom(subtreeHeight) }, ctx.now());
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
