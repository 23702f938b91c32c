import type { ProofCommitment } from '@site/api-contract';

export interface AssetSum {
  readonly asset: string;
  readonly users: string;
  readonly system: string;
  /** Checked here, in the browser: users + system = 0 (docs/ledger-proofs.md §2, Totals). */
  readonly sumsToZero: boolean;
}

/** Each asset's committed totals, alphabetical as in the header, with the sum checked exactly (bigint). */
export function assetSums(totals: ProofCommitment['totals']): AssetSum[] {
  return Object.keys(totals)
    .sort()
    .map((asset) => {
      const { users, system } = totals[asset] ?? { users: '0', system: '0' };
      return { asset, users, system, sumsToZero: BigInt(users) + BigInt(system) === 0n };
    });
}
