import type { ProofCommitment } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { accountCommitmentBalances, commitmentBalances, listCommitments, type CommitmentRow } from '../ledger/commitment-store.ts';
import { ApiError } from '../errors/api-error.ts';
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
 * The latest day's tree of each database, kept in this process (64 bytes a leaf) until a newer
 * day's is asked for: rebuilt from the stored balances and the secret, so any process can answer.
 */
const cachedTrees = new WeakMap<Queryable, { key: string; tree: Promise<BalanceTree> }>();

function treeOf(db: Queryable, commitment: CommitmentRow, secret: string): Promise<BalanceTree> {
  const key = `${commitment.day}:${commitment.root}`;
  const cached = cachedTrees.get(db);
  if (cached?.key === key) return cached.tree;
  const { day } = commitment;
  const tree = commitmentBalances(db, day).then((balances) => new BalanceTree(balances.map((row) => leafHash(leafSalt(secret, day, row.party, row.asset), row))));
  tree.catch(() => {
    if (cachedTrees.get(db)?.tree === tree) cachedTrees.delete(db);
  });
  cachedTrees.set(db, { key, tree });
  return tree;
}

const notReady = (): ApiError => new ApiError('proof_not_ready', "No proof yet: the ledger's first daily commitment has not been built.");

/** The account's leaves (each asset's balance, salt and path) in the latest commitment. */
export async function accountProof(db: Queryable, secret: string | null, accountId: string) {
  const [latest] = await listCommitments(db, 1);
  if (!latest || secret === null) throw notReady();
  const party = `user:${accountId}`;
  const tree = await treeOf(db, latest, secret);
  const leaves = (await accountCommitmentBalances(db, latest.day, accountId)).map((row) => {
    const salt = leafSalt(secret, latest.day, party, row.asset);
    const path = tree.path(leafHash(salt, { party, asset: row.asset, balance: row.balance }));
    if (path === null) throw new Error(`the leaf of ${party} ${row.asset} is not in the tree of ${latest.day}`);
    return { asset: row.asset as 'gold_coin' | 'game_coin' | 'invite_point', balance: row.balance.toString(), salt: salt.toString('hex'), path: path.map((node) => node.toString('hex')) };
  });
  return { version: 1 as const, party, commitment: commitmentView(latest), leaves };
}
