import type { ProofCommitment } from '@site/api-contract';

export interface AssetSum {
  readonly asset: string;
  readonly users: string;
  readonly system: string;
  /** users + system, in decimal. */
  readonly total: string;
  /** Checked here, in the browser: users + system = 0 (docs/ledger-proofs.md §2, Totals). */
  readonly sumsToZero: boolean;
}

/** Each asset's committed totals, alphabetical as in the header, with the sum checked exactly (bigint). */
export function assetSums(totals: ProofCommitment['totals']): AssetSum[] {
  return Object.keys(totals)
    .sort()
    .map((asset) => {
      const { users, system } = totals[asset] ?? { users: '0', system: '0' };
      const total = BigInt(users) + BigInt(system);
      return { asset, users, system, total: total.toString(), sumsToZero: total === 0n };
    });
}
