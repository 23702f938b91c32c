import type { ProofCommitment } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { accountCommitmentBalances, commitmentBalances, findCommitment, listCommitments, type CommitmentRow } from '../ledger/commitment-store.ts';
import { ApiError } from '../errors/api-error.ts';
import { keptCommitmentBalances } from './commit-ledger-day.ts';
import { BalanceTree, leafHash, leafSalt } from './merkle-tree.ts';

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

/**
 * The trees of the days whose balances are kept, per database, in this process (64 bytes a leaf),
 * rebuilt from the stored balances and the secret on a day's first proof, so any process can
 * answer; no more of them than the job keeps days, so asking for other days never rebuilds in turn.
 */
const cachedTrees = new WeakMap<Queryable, Map<string, Promise<BalanceTree>>>();

function treeOf(db: Queryable, commitment: CommitmentRow, secret: string): Promise<BalanceTree> {
  const key = `${commitment.day}:${commitment.root}`;
  const trees = cachedTrees.get(db) ?? new Map<string, Promise<BalanceTree>>();
  cachedTrees.set(db, trees);
  const cached = trees.get(key);
  if (cached) return cached;
  const { day } = commitment;
  const tree = commitmentBalances(db, day).then((balances) => new BalanceTree(balances.map((row) => leafHash(leafSalt(secret, day, row.party, row.asset), row))));
  const forget = (): void => {
    if (trees.get(key) === tree) trees.delete(key);
  };
  tree.catch(forget);
  trees.set(key, tree);
  // The oldest day's goes first (a Map keeps the order of insertion).
  for (const oldest of trees.keys()) if (trees.size > keptCommitmentBalances) trees.delete(oldest);
  return tree;
}

const notReady = (): ApiError => new ApiError('proof_not_ready', "No proof yet: the ledger's first daily commitment has not been built.");
const pruned = (day: string): ApiError =>
  new ApiError('proof_pruned', `The balances of ${day}'s commitment are no longer kept (only the newest ${keptCommitmentBalances} commitments' are); its root is still listed at /api/proofs.`);

/** The account's leaves (each asset's balance, salt and path) in the latest commitment, or in `day`'s. */
export async function accountProof(db: Queryable, secret: string | null, accountId: string, day?: string) {
  if (secret === null) throw notReady();
  const commitment = day === undefined ? (await listCommitments(db, 1))[0] : await findCommitment(db, day);
  if (!commitment) throw day === undefined ? notReady() : new ApiError('proof_unknown_day', `No commitment was built on ${day}.`);
  if (commitment.balances_pruned_at !== null) throw pruned(commitment.day);
  const party = `user:${accountId}`;
  const tree = await treeOf(db, commitment, secret);
  const balances = await accountCommitmentBalances(db, commitment.day, accountId);
  // Pruned while this was read: the tree (or the account's balances) came out of fewer rows than were committed.
  if (tree.leafCount !== commitment.leaf_count || (balances.length === 0 && (await findCommitment(db, commitment.day))?.balances_pruned_at)) {
    cachedTrees.get(db)?.delete(`${commitment.day}:${commitment.root}`);
    throw pruned(commitment.day);
  }
  const leaves = balances.map((row) => {
    const salt = leafSalt(secret, commitment.day, party, row.asset);
    const path = tree.path(leafHash(salt, { party, asset: row.asset, balance: row.balance }));
    if (path === null) throw new Error(`the leaf of ${party} ${row.asset} is not in the tree of ${commitment.day}`);
    return { asset: row.asset as 'gold_coin' | 'game_coin' | 'invite_point', balance: row.balance.toString(), salt: salt.toString('hex'), path: path.map((node) => node.toString('hex')) };
  });
  return { version: 1 as const, party, commitment: commitmentView(commitment), leaves };
}
