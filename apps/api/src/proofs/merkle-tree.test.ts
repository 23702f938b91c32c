import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BalanceTree, siblingsAbove, subtreePath } from './merkle-tree.ts';

const hashOf = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * A proof from stored nodes (docs/ledger-proofs.md §3): the leaf's subtree hashed again, then the
 * nodes stored above it, must be the path the whole tree gives, for every leaf, in full subtrees
 * and in the last, partly filled one.
 */
describe('paths from a subtree and the nodes stored above it', () => {
  it('are the whole tree’s paths for every leaf of trees of 1 to 33 leaves, subtrees of 1 to 8 leaves', () => {
    const hex = (path: readonly (Buffer | undefined)[] | null): string => (path ?? []).map((node) => node?.toString('hex') ?? 'missing').join();
    for (const count of [1, 2, 3, 4, 5, 7, 8, 9, 12, 13, 16, 17, 31, 33]) {
      const given = Array.from({ length: count }, (_, i) => hashOf(`leaf ${count} ${i}`));
      const tree = new BalanceTree(given);
      const inTreeOrder: Buffer[] = [];
      given.forEach((hash, i) => (inTreeOrder[tree.leafIndexes[i] ?? -1] = hash));
      expect(inTreeOrder.map((hash) => hash.toString('hex'))).toEqual(given.map((hash) => hash.toString('hex')).sort());
      for (let height = 0; height <= 3; height += 1) {
        const stored = new Map(tree.nodesFrom(height).map((node) => [`${node.level}:${node.index}`, node.hash]));
        const fromStored = inTreeOrder.map((_, index) => {
          const subtree = index >> height;
          const leaves = inTreeOrder.slice(subtree << height, (subtree + 1) << height);
          return hex([...subtreePath(leaves, index - (subtree << height)), ...siblingsAbove(count, height, subtree).map(({ level, index: at }) => stored.get(`${level}:${at}`))]);
        });
        expect(fromStored, `${count} leaves, subtrees of ${2 ** height}`).toEqual(inTreeOrder.map((leaf) => hex(tree.path(leaf))));
      }
    }
  });
});
