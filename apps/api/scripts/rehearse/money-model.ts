/** What the load believes about one operation that moves money, from the answers it got. */
export interface ModelledOperation {
  /** The ledger's idempotency key the server derives (economy: `economy:<account>:<requestId>`; a run's reward: `run_reward:<run>`). */
  key: string;
  kind: 'burn' | 'convert' | 'run reward';
  /** Game coins that left (burn, convert) or reached (run reward) the account when accepted. */
  gameCoins: bigint;
  /** Accepted (a 2xx, maybe after retries), refused (a 4xx), or unknown (no answer however often it was retried). */
  outcome: 'accepted' | 'refused' | 'unknown';
  attempts: number;
}

/**
 * The money model kept by the load: every burn, conversion and run reward it asked for, with the
 * outcome its client saw after retrying with the same key. The ledger must hold each accepted one
 * exactly once, with its amount, and no refused one (rehearsal-ledger.ts compares).
 */
export class MoneyModel {
  readonly operations: ModelledOperation[] = [];

  add(operation: ModelledOperation): void {
    this.operations.push(operation);
  }

  totals(): Record<string, { accepted: number; refused: number; unknown: number; gameCoins: string }> {
    const totals: Record<string, { accepted: number; refused: number; unknown: number; gameCoins: bigint }> = {};
    for (const operation of this.operations) {
      const kind = (totals[operation.kind] ??= { accepted: 0, refused: 0, unknown: 0, gameCoins: 0n });
      kind[operation.outcome] += 1;
      if (operation.outcome === 'accepted') kind.gameCoins += operation.gameCoins;
    }
    return Object.fromEntries(Object.entries(totals).map(([kind, total]) => [kind, { ...total, gameCoins: total.gameCoins.toString() }]));
  }
}
