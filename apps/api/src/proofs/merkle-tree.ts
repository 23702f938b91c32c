import { createHash, createHmac } from 'node:crypto';

/**
 * The balances tree of a daily commitment, exactly as docs/ledger-proofs.md writes it (the
 * verifier, tooling/ledger-verifier/verify-proof.mjs, and the profile page compute the same):
 * - salt = HMAC-SHA256(key: the server's PROOF_SALT_SECRET, "ledger-leaf-salt-v1|<day>|<party>|<asset>")
 * - leaf = SHA-256(0x00 ‖ salt ‖ UTF-8 "<party>|<asset>|<balance>")
 * - node = SHA-256(0x01 ‖ the smaller child ‖ the larger child), children compared byte by byte;
 *   a level's last node without a partner goes up unchanged. Leaves are ordered by their hash.
 */
export interface BalanceLeaf {
  /** `user:<uuid>` or `system:<name>`. */
  readonly party: string;
  readonly asset: string;
  readonly balance: bigint;
}

const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();

export function leafSalt(secret: string, day: string, party: string, asset: string): Buffer {
  return createHmac('sha256', secret).update(`ledger-leaf-salt-v1|${day}|${party}|${asset}`, 'utf8').digest();
}

export function leafHash(salt: Uint8Array, leaf: BalanceLeaf): Buffer {
  return sha256(Buffer.concat([Buffer.of(0), salt, Buffer.from(`${leaf.party}|${leaf.asset}|${leaf.balance}`, 'utf8')]));
}

/** 0x01 ‖ the two children, one hash call per node (a million-leaf tree hashes a million nodes). */
const nodeInput = Buffer.alloc(65, 1);

export function nodeHash(a: Buffer, b: Buffer): Buffer {
  const [low, high] = Buffer.compare(a, b) <= 0 ? [a, b] : [b, a];
  low.copy(nodeInput, 1);
  high.copy(nodeInput, 33);
  return sha256(nodeInput);
}

/** The root of no leaves: 32 zero bytes (a ledger always has its system accounts' leaves). */
const emptyRoot = Buffer.alloc(32);

const hashBytes = 32;

/** Every level over `leaves` (32-byte hashes in tree order), leaves first, the root's level last. */
function levelsOver(leaves: Buffer): Buffer[] {
  const levels = [leaves];
  let level = leaves;
  while (level.length > hashBytes) {
    const count = level.length / hashBytes;
    const next = Buffer.allocUnsafe(Math.ceil(count / 2) * hashBytes);
    for (let i = 0; i < count; i += 2) {
      const target = (i / 2) * hashBytes;
      if (i + 1 === count) level.copy(next, target, i * hashBytes, (i + 1) * hashBytes);
      else nodeHash(hashAt(level, i), hashAt(level, i + 1)).copy(next, target);
    }
    levels.push(next);
    level = next;
  }
  return levels;
}

/** The siblings of leaf `index` from the leaves up (none where the node had no partner). */
function pathIn(levels: readonly Buffer[], leafIndex: number): Buffer[] {
  const siblings: Buffer[] = [];
  let index = leafIndex;
  for (const level of levels.slice(0, -1)) {
    const sibling = index ^ 1;
    if (sibling * hashBytes < level.length) siblings.push(Buffer.from(hashAt(level, sibling)));
    index >>= 1;
  }
  return siblings;
}

/** A node of a level at or above the subtrees (docs/ledger-proofs.md §3, stored proofs): level 0 is the leaves'. */
export interface TreeNode {
  readonly level: number;
  readonly index: number;
  readonly hash: Buffer;
}

/**
 * Every level of the tree, leaves (sorted) first, the root's level last; each level one Buffer of
 * 32-byte hashes (a million leaves take 64 MB in all, not millions of small objects).
 */
export class BalanceTree {
  private readonly levels: Buffer[];
  /** Each leaf's index in the tree (its place in the sorted leaves), in the order the leaf hashes were given. */
  readonly leafIndexes: Uint32Array;

  constructor(leafHashes: readonly Buffer[]) {
    // Sorted as latin1 strings: each character is one byte, so their order is the bytes' order
    // (five times faster than a comparator calling Buffer.compare a million times). Two more
    // characters carry where each hash was given; the hashes differ, so they never decide the order.
    const sorted = leafHashes.map((hash, given) => hash.toString('latin1') + String.fromCharCode(given >>> 16, given & 0xffff)).sort();
    const leaves = Buffer.allocUnsafe(sorted.length * hashBytes);
    this.leafIndexes = new Uint32Array(sorted.length);
    sorted.forEach((hash, index) => {
      leaves.write(hash, index * hashBytes, hashBytes, 'latin1');
      this.leafIndexes[hash.charCodeAt(hashBytes) * 0x10000 + hash.charCodeAt(hashBytes + 1)] = index;
    });
    this.levels = levelsOver(leaves);
  }

  get root(): Buffer {
    const top = this.levels.at(-1);
    return top && top.length > 0 ? top : emptyRoot;
  }

  get leafCount(): number {
    return (this.levels[0]?.length ?? 0) / hashBytes;
  }

  /** The siblings from the leaf up to the root (none where the node had no partner); null for an unknown leaf. */
  path(leaf: Buffer): Buffer[] | null {
    const index = this.findLeaf(leaf);
    return index === null ? null : pathIn(this.levels, index);
  }

  /** The nodes of the levels from `height` up to the root's (not included): what the proofs of subtrees of 2^height leaves need above them. */
  nodesFrom(height: number): TreeNode[] {
    return this.levels.slice(height, -1).flatMap((level, above) => Array.from({ length: level.length / hashBytes }, (_, index) => ({ level: height + above, index, hash: hashAt(level, index) })));
  }

  /** Binary search: the leaves are sorted. */
  private findLeaf(leaf: Buffer): number | null {
    const leaves = this.levels[0] ?? emptyRoot.subarray(0, 0);
    let low = 0;
    let high = leaves.length / hashBytes - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const order = Buffer.compare(hashAt(leaves, middle), leaf);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  }
}

const hashAt = (level: Buffer, index: number): Buffer => level.subarray(index * hashBytes, (index + 1) * hashBytes);

/**
 * The path of leaf `index` up to the root of its subtree, from the subtree's leaves in tree order
 * (2^height of them, fewer in the last subtree): the same siblings the whole tree gives below
 * level `height`, since a subtree's leaves start at a multiple of 2^height.
 */
export function subtreePath(subtreeLeaves: readonly Buffer[], index: number): Buffer[] {
  return pathIn(levelsOver(Buffer.concat(subtreeLeaves)), index);
}

/**
 * The nodes a path needs above subtree `subtree` (of 2^height leaves, in a tree of `leafCount`):
 * the sibling at each level from `height` up to below the root, where the node has one.
 */
export function siblingsAbove(leafCount: number, height: number, subtree: number): { level: number; index: number }[] {
  const siblings: { level: number; index: number }[] = [];
  let count = Math.ceil(leafCount / 2 ** height);
  for (let level = height, index = subtree; count > 1; level += 1, index >>= 1, count = Math.ceil(count / 2)) {
    if ((index ^ 1) < count) siblings.push({ level, index: index ^ 1 });
  }
  return siblings;
}

/** The root a leaf and its path lead to. */
export function rootFromPath(leaf: Buffer, path: readonly Buffer[]): Buffer {
  return path.reduce((node, sibling) => nodeHash(node, sibling), leaf);
}
