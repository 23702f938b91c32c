import type { Queryable } from '../db/database.ts';
import { genesisSeal, nextSeal } from './seal-encoding.ts';
import { readSealedTransfers } from './seal-store.ts';

const pageSize = 10_000;

export interface SealChainReport {
  readonly sealed: bigint;
  readonly headSeal: string | null;
  /** The first broken link, named for a person: null when the chain holds. */
  readonly firstBroken: string | null;
}

/**
 * Recomputes every seal from the transfers as they are now, in position order
 * (docs/ledger-proofs.md). A changed transfer (its amount, its parties…) no longer gives its
 * seal; a changed or missing seal breaks the link after it; the first link that does not hold is
 * named, and what follows it is not trusted.
 */
export async function checkSealChain(db: Queryable): Promise<SealChainReport> {
  let previous = genesisSeal;
  let expectedPosition = 1n;
  for (;;) {
    const rows = await readSealedTransfers(db, expectedPosition - 1n, pageSize);
    for (const row of rows) {
      if (row.position !== expectedPosition) {
        return { sealed: expectedPosition - 1n, headSeal: previous, firstBroken: `position ${expectedPosition} is missing from the chain (the next seal is at ${row.position})` };
      }
      if (nextSeal(previous, row) !== row.seal) {
        return {
          sealed: expectedPosition - 1n,
          headSeal: previous,
          firstBroken: `position ${row.position}, transfer ${row.transferId} (${row.asset} ${row.amount} from ${row.from} to ${row.to}, ${row.reason}): its content or seal was changed after it was sealed`,
        };
      }
      previous = row.seal;
      expectedPosition += 1n;
    }
    if (rows.length < pageSize) return { sealed: expectedPosition - 1n, headSeal: expectedPosition === 1n ? null : previous, firstBroken: null };
  }
}
