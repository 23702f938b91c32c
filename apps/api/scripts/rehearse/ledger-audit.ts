import pg from 'pg';
import { builtEntry } from '../../src/test-support/built-entry.ts';
import { runToEnd } from './child-processes.ts';
import type { MoneyModel } from './money-model.ts';

export interface LedgerAudit {
  /** `site-api-admin ledger-check` on the primary: its exit and what it printed. */
  ledgerCheck: { ok: boolean; output: string };
  /** The model against the ledger: each accepted operation once with its amount, no refused one. */
  model: { ok: boolean; operations: number; problems: string[]; unknownResolved: { applied: number; notApplied: number } };
  totals: ReturnType<MoneyModel['totals']>;
}

/** Runs the admin command's ledger check on the primary and compares the load's money model with the ledger's rows. */
export async function auditLedger(primaryUrl: string, model: MoneyModel): Promise<LedgerAudit> {
  let ledgerCheck: LedgerAudit['ledgerCheck'];
  try {
    ledgerCheck = { ok: true, output: (await runToEnd(process.execPath, [builtEntry('admin'), 'ledger-check'], { env: { ...process.env, DATABASE_URL: primaryUrl, LOG_LEVEL: 'error' } })).trim() };
  } catch (error) {
    ledgerCheck = { ok: false, output: (error as Error).message };
  }

  const db = new pg.Client({ connectionString: primaryUrl });
  await db.connect();
  const problems: string[] = [];
  const unknownResolved = { applied: 0, notApplied: 0 };
  try {
    const keys = model.operations.map((operation) => operation.key);
    // The game-coin leg of each operation: what left the account (burn, convert) or reached it (a run's reward).
    const { rows } = await db.query<{ idempotency_key: string; legs: string; game_coins: string | null }>(
      `SELECT t.idempotency_key, count(*)::text AS legs, sum(t.amount) FILTER (WHERE t.asset = 'game_coin')::text AS game_coins
         FROM ledger_transfers t WHERE t.idempotency_key = ANY($1) GROUP BY t.idempotency_key`,
      [keys],
    );
    const { rows: operations } = await db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM ledger_operations WHERE idempotency_key = ANY($1)', [keys]);
    const inLedger = new Map(rows.map((row) => [row.idempotency_key, row]));
    const operationCount = new Map<string, number>();
    for (const row of operations) operationCount.set(row.idempotency_key, (operationCount.get(row.idempotency_key) ?? 0) + 1);
    for (const operation of model.operations) {
      const row = inLedger.get(operation.key);
      const recorded = operationCount.get(operation.key) ?? 0;
      if (recorded > 1) problems.push(`${operation.kind} ${operation.key}: ${recorded} ledger operations for one key`);
      if (operation.outcome === 'accepted') {
        if (operation.gameCoins === 0n) continue;
        if (!row) problems.push(`${operation.kind} ${operation.key}: accepted (${operation.gameCoins} game coins) but not in the ledger`);
        else if (BigInt(row.game_coins ?? '0') !== operation.gameCoins) problems.push(`${operation.kind} ${operation.key}: accepted ${operation.gameCoins} game coins, the ledger moved ${row.game_coins}`);
      } else if (operation.outcome === 'refused') {
        if (row) problems.push(`${operation.kind} ${operation.key}: refused, yet the ledger moved ${row.game_coins} game coins`);
      } else if (row) unknownResolved.applied += 1;
      else unknownResolved.notApplied += 1;
    }
  } finally {
    await db.end();
  }
  return { ledgerCheck, model: { ok: problems.length === 0, operations: model.operations.length, problems: problems.slice(0, 20), unknownResolved }, totals: model.totals() };
}
