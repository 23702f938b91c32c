import { createHash } from 'node:crypto';

/** Each asset's sum over users' balances and over system accounts' balances, as decimal strings. */
export type AssetTotals = Record<string, { users: string; system: string }>;

export interface CommitmentFields {
  readonly day: string;
  readonly position: bigint;
  /** The seal at `position` (64 zeros before the first). */
  readonly chainHead: string;
  readonly balancesRoot: string;
  readonly leafCount: number;
  readonly totals: AssetTotals;
}

/**
 * The text the published root is the SHA-256 of (docs/ledger-proofs.md): one field a line,
 * joined by "\n", assets in alphabetical order.
 */
export function commitmentHeader(fields: CommitmentFields): string {
  return [
    'core-games-ledger-commitment-v1',
    `day:${fields.day}`,
    `position:${fields.position}`,
    `chain-head:${fields.chainHead}`,
    `balances-root:${fields.balancesRoot}`,
    `leaves:${fields.leafCount}`,
    ...Object.keys(fields.totals)
      .sort()
      .map((asset) => `total:${asset}:users:${fields.totals[asset]?.users}:system:${fields.totals[asset]?.system}`),
  ].join('\n');
}

export const commitmentRoot = (fields: CommitmentFields): string => createHash('sha256').update(commitmentHeader(fields), 'utf8').digest('hex');

/** The data of the publishing transaction: UTF-8 of "core-games-ledger-root-v1 <day> 0x<root>". */
export const publicationData = (day: string, root: string): string => `core-games-ledger-root-v1 ${day} 0x${root}`;
