import type { Database } from '../db/database.ts';
import { genesisSeal, nextSeal } from './seal-encoding.ts';
import { insertSeals, scanForSealing, updateSealState } from './seal-store.ts';

/** Transfers sealed per transaction. */
const batchSize = 1000;
/** Only one sealer at a time, whatever the number of workers: `pg_try_advisory_xact_lock` on this key. */
const sealerLockKey = 7_326_001;

export interface SealReport {
  readonly sealed: number;
  /** The chain's head after the run (0 and null before any seal). */
  readonly headPosition: bigint;
  readonly headSeal: string | null;
  /** False when another sealer held the lock: it seals what there is. */
  readonly ran: boolean;
}

/**
 * Seals committed transfers into the hash chain (docs/ledger-proofs.md), outside any money
 * operation's transaction: a transfer is sealed once its transaction has committed, never while a
 * money operation waits. Each run gives the transfers it finds committed the next positions, by
 * id: a transfer's ledger position is the order in which it was found committed. Ids are taken
 * when a transfer is written, not when it commits, so a late commit may carry a lower id than one
 * already sealed: it gets the next position all the same, and the scan never misses it because
 * it reads above `scan_from`, which passes a transfer id only once every transaction that could
 * still commit one below it has ended (the snapshot's xmin past the xmax recorded with the id).
 * That holds because a transfer's transaction always wrote its `ledger_operations` row first, so
 * it had its xid before the transfer took its id.
 */
export async function sealLedger(db: Database): Promise<SealReport> {
  let sealed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [sealerLockKey]);
      if (!lock?.locked) return null;
      const scan = await scanForSealing(tx, batchSize);
      let position = scan.headPosition;
      let seal = scan.headSeal ?? genesisSeal;
      const seals = scan.unsealed.map((content) => {
        position += 1n;
        seal = nextSeal(seal, { ...content, position });
        return { position, transferId: content.transferId, seal };
      });
      await insertSeals(tx, seals);
      const complete = scan.unsealed.length < batchSize;
      if (complete) {
        // Everything visible is sealed: a pending mark whose transactions have all ended moves
        // the scan's start, and a new mark is taken from this snapshot.
        const waiting = scan.pendingMaxId !== null && !scan.pendingPassed;
        if (!waiting) {
          const scanFrom = scan.pendingMaxId ?? scan.scanFrom;
          await updateSealState(tx, { scanFrom, pendingMaxId: scan.maxVisibleId, pendingXmax: scan.snapshotXmax });
        }
      }
      return { count: seals.length, complete, headPosition: position, headSeal: position === 0n ? null : seal };
    });
    if (batch === null) return { sealed, headPosition: 0n, headSeal: null, ran: false };
    sealed += batch.count;
    if (batch.complete) return { sealed, headPosition: batch.headPosition, headSeal: batch.headSeal, ran: true };
  }
}
