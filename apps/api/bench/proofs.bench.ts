/* eslint-disable no-console -- a command-line report: printing is its job. */
// The ledger proofs' budget (issue 26): the daily commitment's Merkle tree over 1,000,000 balances
// (333,334 accounts × 3 assets, in memory: salts, leaves, sorting, the levels), then three
// accounts' proofs (their paths, and the size of the answer GET /api/proofs/mine gives), each
// checked back to the root as the verifier does. It reports, and fails only if a proof does not
// lead to the root or is larger than a few kilobytes.
import { randomUUID } from 'node:crypto';
import { commitmentRoot } from '../src/proofs/commitment-header.ts';
import { BalanceTree, leafHash, leafSalt, rootFromPath, type BalanceLeaf } from '../src/proofs/merkle-tree.ts';

const balances = 1_000_000;
const assets = ['game_coin', 'gold_coin', 'invite_point'] as const;
const secret = 'bench secret of at least thirty-two characters';
const day = '2026-11-27';

const time = <T>(work: () => T): [T, number] => {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
};

const leaves: BalanceLeaf[] = [];
for (let i = 0; leaves.length < balances; i += 1) {
  const party = `user:${randomUUID()}`;
  for (const asset of assets) if (leaves.length < balances) leaves.push({ party, asset, balance: BigInt(i % 100_000) * 7n });
}

const [hashes, leavesMs] = time(() => leaves.map((leaf) => leafHash(leafSalt(secret, day, leaf.party, leaf.asset), leaf)));
const [tree, treeMs] = time(() => new BalanceTree(hashes));
const balancesRoot = tree.root.toString('hex');
const root = commitmentRoot({ day, position: 1_000_000n, chainHead: '0'.repeat(64), balancesRoot, leafCount: tree.leafCount, totals: { gold_coin: { users: '1', system: '-1' } } });

let failures = 0;
const sizes: number[] = [];
const [, proofsMs] = time(() => {
  for (const index of [0, 500_000, 999_999]) {
    const leaf = leaves[index] as BalanceLeaf;
    const mine = leaves.filter((other) => other.party === leaf.party);
    const proofLeaves = mine.map((own) => {
      const salt = leafSalt(secret, day, own.party, own.asset);
      const path = tree.path(leafHash(salt, own)) ?? [];
      if (rootFromPath(leafHash(salt, own), path).toString('hex') !== balancesRoot) failures += 1;
      return { asset: own.asset, balance: own.balance.toString(), salt: salt.toString('hex'), path: path.map((node) => node.toString('hex')) };
    });
    sizes.push(JSON.stringify({ version: 1, party: leaf.party, commitment: { root, balancesRoot }, leaves: proofLeaves }).length + 600);
  }
});

console.log(`\nLedger proofs: the daily tree over ${tree.leafCount.toLocaleString('en')} balances`);
console.table([
  { step: 'salts and leaf hashes (HMAC + SHA-256 each)', ms: Math.round(leavesMs) },
  { step: 'sort and build the levels (SHA-256 per node)', ms: Math.round(treeMs) },
  { step: 'three accounts’ proofs, checked back to the root', ms: Math.round(proofsMs) },
]);
console.log(`tree total ${Math.round(leavesMs + treeMs)} ms; proof sizes ${sizes.map((size) => `${(size / 1024).toFixed(1)} kB`).join(', ')} (three leaves, ${tree.path(hashes[0] as Buffer)?.length} hashes a path); heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MB`);
if (failures > 0 || sizes.some((size) => size > 6 * 1024)) {
  console.error(`FAIL: ${failures} proof(s) did not lead to the root, or a proof passed 6 kB`);
  process.exit(1);
}
