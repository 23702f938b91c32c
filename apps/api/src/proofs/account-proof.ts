import type { ProofCommitment } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { accountCommitmentLeaves, commitmentLeafRange, commitmentNodes, findCommitment, listCommitments, type CommitmentRow } from '../ledger/commitment-store.ts';
import { ApiError } from '../errors/api-error.ts';
import { keptCommitmentBalances } from './commit-ledger-day.ts';
import { leafHash, leafSalt, siblingsAbove, subtreePath } from './merkle-tree.ts';

export function commitmentView(row: CommitmentRow): ProofCommitment {
  return {
    day: row.day,
    position: row.position.toString(),
    chainHead: row.chain_head,
    balancesRoot: row.balances_root,
    root: row.root,
    leafCount: row.leaf_count,
    totals: row.totals,
    publication: row.publication,
    chainId: row.chain_id,
    publisher: row.publisher,
    txHash: row.tx_hash,
    blockNumber: row.block_number?.toString() ?? null,
    publishedAt: row.published_at?.toISOString() ?? null,
  };
}

const notReady = (): ApiError => new ApiError('proof_not_ready', "No proof yet: the ledger's first daily commitment has not been built.");
const pruned = (day: string): ApiError =>
  new ApiError('proof_pruned', `The balances of ${day}'s commitment are no longer kept (only the newest ${keptCommitmentBalances} commitments' are); its root is still listed at /api/proofs.`);

/**
 * The account's leaves (each asset's balance, salt and path) in the latest commitment, or in
 * `day`'s, answered from what the daily job stored (docs/ledger-proofs.md §3): each leaf's subtree
 * of 2^subtree_height leaves read by leaf index and hashed again, then the stored nodes above it.
 */
export async function accountProof(db: Queryable, secret: string | null, accountId: string, day?: string) {
  if (secret === null) throw notReady();
  const commitment = day === undefined ? (await listCommitments(db, 1))[0] : await findCommitment(db, day);
  if (!commitment) throw day === undefined ? notReady() : new ApiError('proof_unknown_day', `No commitment was built on ${day}.`);
  if (commitment.balances_pruned_at !== null) throw pruned(commitment.day);
  if (commitment.subtree_height === null) {
    throw new ApiError('proof_not_ready', `No proof of ${commitment.day}'s commitment: it was built before proofs were stored with it; the next day's commitment gives them.`);
  }
  const party = `user:${accountId}`;
  const prunedSince = async (): Promise<boolean> => (await findCommitment(db, commitment.day))?.balances_pruned_at != null;
  try {
    const balances = await accountCommitmentLeaves(db, commitment.day, accountId);
    // No leaves: no ledger account then (an empty proof), or pruned since the commitment was read.
    if (balances.length === 0 && (await prunedSince())) throw pruned(commitment.day);
    const leaves = await leafPaths(db, secret, commitment, balances.map((row) => ({ party, ...row })));
    return { version: 1 as const, party, commitment: commitmentView(commitment), leaves };
  } catch (error) {
    // Pruned while this was read: fewer rows than were committed.
    if (!(error instanceof ApiError) && (await prunedSince())) throw pruned(commitment.day);
    throw error;
  }
}

type StoredLeaf = { party: string; asset: string; balance: bigint; leaf_index: number | null };

/** Each leaf's salt and path, from its subtree's stored leaves and the stored nodes above the subtree. */
export async function leafPaths(db: Queryable, secret: string, commitment: CommitmentRow, leaves: readonly StoredLeaf[]) {
  const { day, leaf_count: leafCount } = commitment;
  const height = commitment.subtree_height ?? 0;
  const above = leaves.map((leaf) => siblingsAbove(leafCount, height, (leaf.leaf_index ?? 0) >> height));
  const nodes = await commitmentNodes(db, day, above.flat());
  // An account's leaves may share a subtree: it is read and hashed once.
  const subtrees = new Map<number, Promise<Buffer[]>>();
  const readSubtree = async (subtree: number): Promise<Buffer[]> => {
    const from = subtree * 2 ** height;
    const to = Math.min(from + 2 ** height, leafCount) - 1;
    const rows = await commitmentLeafRange(db, day, from, to);
    if (rows.length !== to - from + 1) throw new Error(`the leaves ${from} to ${to} of ${day}'s commitment are not all stored (${rows.length} found)`);
    return rows.map((row) => leafHash(leafSalt(secret, day, row.party, row.asset), row));
  };
  const subtreeOf = (subtree: number): Promise<Buffer[]> => {
    const hashes = subtrees.get(subtree) ?? readSubtree(subtree);
    subtrees.set(subtree, hashes);
    return hashes;
  };
  return Promise.all(
    leaves.map(async (leaf, i) => {
      if (leaf.leaf_index === null) throw new Error(`the leaf of ${leaf.party} ${leaf.asset} in ${day}'s commitment has no stored index`);
      const subtree = leaf.leaf_index >> height;
      const salt = leafSalt(secret, day, leaf.party, leaf.asset);
      const inSubtree = subtreePath(await subtreeOf(subtree), leaf.leaf_index - subtree * 2 ** height);
      const upper = (above[i] ?? []).map(({ level, index }) => {
        const node = nodes.get(`${level}:${index}`);
        if (node === undefined) throw new Error(`the node ${index} of level ${level} of ${day}'s tree is not stored`);
        return node;
      });
      return { asset: leaf.asset as 'gold_coin' | 'game_coin' | 'invite_point', balance: leaf.balance.toString(), salt: salt.toString('hex'), path: [...inSubtree.map((node) => node.toString('hex')), ...upper] };
    }),
  );
}
