import type { ResponseOf } from '@site/api-contract';

/** What `GET /api/proofs/mine` answers: the file a player downloads and the page checks. */
export type LedgerProof = ResponseOf<'getMyProof'>;

export interface ProofCheck {
  /** The root recomputed here from the proof's fields (hex). */
  readonly computedRoot: string;
  /** Each leaf's asset whose path leads to the balances root. */
  readonly leavesInTree: readonly string[];
  /** Each check that failed, in the words of docs/ledger-proofs.md. */
  readonly failures: readonly ProofFailure[];
}

export type ProofFailure =
  | { readonly kind: 'leaf_not_in_tree'; readonly asset: string }
  | { readonly kind: 'root_mismatch' }
  | { readonly kind: 'sum_not_zero'; readonly asset: string };

const encoder = new TextEncoder();
const fromHex = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

async function sha256(...parts: Uint8Array[]): Promise<Uint8Array> {
  const input = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    input.set(part, offset);
    offset += part.length;
  }
  return new Uint8Array(await crypto.subtle.digest('SHA-256', input));
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** node = SHA-256(0x01 ‖ smaller child ‖ larger child) (docs/ledger-proofs.md) */
const nodeHash = (a: Uint8Array, b: Uint8Array): Promise<Uint8Array> => (compareBytes(a, b) <= 0 ? sha256(Uint8Array.of(1), a, b) : sha256(Uint8Array.of(1), b, a));

function commitmentHeader(c: LedgerProof['commitment']): string {
  return [
    'core-games-ledger-commitment-v1',
    `day:${c.day}`,
    `position:${c.position}`,
    `chain-head:${c.chainHead}`,
    `balances-root:${c.balancesRoot}`,
    `leaves:${c.leafCount}`,
    ...Object.keys(c.totals)
      .sort()
      .map((asset) => `total:${asset}:users:${c.totals[asset]?.users}:system:${c.totals[asset]?.system}`),
  ].join('\n');
}

/**
 * Recomputes, in the browser with `crypto.subtle`, what the server committed to (the leaves, their
 * paths to the balances root, the root over the header) and checks each asset sums to zero.
 */
export async function checkLedgerProof(proof: LedgerProof): Promise<ProofCheck> {
  const c = proof.commitment;
  const failures: ProofFailure[] = [];
  const leavesInTree: string[] = [];
  for (const leaf of proof.leaves) {
    let node = await sha256(Uint8Array.of(0), fromHex(leaf.salt), encoder.encode(`${proof.party}|${leaf.asset}|${leaf.balance}`));
    for (const sibling of leaf.path) node = await nodeHash(node, fromHex(sibling));
    if (toHex(node) === c.balancesRoot) leavesInTree.push(leaf.asset);
    else failures.push({ kind: 'leaf_not_in_tree', asset: leaf.asset });
  }
  const computedRoot = toHex(await sha256(encoder.encode(commitmentHeader(c))));
  if (computedRoot !== c.root) failures.push({ kind: 'root_mismatch' });
  for (const [asset, total] of Object.entries(c.totals)) if (BigInt(total.users) + BigInt(total.system) !== 0n) failures.push({ kind: 'sum_not_zero', asset });
  return { computedRoot, leavesInTree, failures };
}
