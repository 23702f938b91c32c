import type { Queryable } from '../db/database.ts';
import { checkSealChain } from './check-seal-chain.ts';

/** One invariant of the ledger and every place it does not hold. */
export interface LedgerCheck {
  readonly name: string;
  readonly failures: readonly string[];
}

export interface LedgerCheckReport {
  readonly ok: boolean;
  readonly transfers: bigint;
  readonly balances: bigint;
  readonly checks: readonly LedgerCheck[];
}

/**
 * The ledger's invariants (docs/architecture.md, "Money rules"), checked on the whole database in one snapshot:
 * every asset sums to zero over all balances; no user balance is below zero; every cached
 * balance equals the sum replayed from the transfers; every sealed transfer still gives its seal
 * in one unbroken chain (ledger/check-seal-chain.ts).
 */
export async function checkLedger(db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }): Promise<LedgerCheckReport> {
  return db.transaction(async (tx) => {
    // One snapshot for every query, even while transfers are being written.
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [counts] = await tx.query<{ transfers: bigint; balances: bigint }>(
      'SELECT (SELECT count(*) FROM ledger_transfers) AS transfers, (SELECT count(*) FROM ledger_balances) AS balances',
    );

    const sums = await tx.query<{ asset: string; total: string }>(
      'SELECT asset, sum(balance)::text AS total FROM ledger_balances GROUP BY asset HAVING sum(balance) <> 0 ORDER BY asset',
    );
    const negative = await tx.query<{ party: string; asset: string; balance: bigint }>(
      `SELECT ${partySql} AS party, b.asset, b.balance FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.ledger_account_id
        WHERE a.account_id IS NOT NULL AND b.balance < 0 ORDER BY a.id, b.asset`,
    );
    const drifted = await tx.query<{ party: string; asset: string; cached: string | null; replayed: string }>(
      `WITH movements AS (
         SELECT to_account AS ledger_account_id, asset, amount FROM ledger_transfers
         UNION ALL SELECT from_account, asset, -amount FROM ledger_transfers
       ), replayed AS (
         SELECT ledger_account_id, asset, sum(amount) AS total FROM movements GROUP BY ledger_account_id, asset
       )
       SELECT ${partySql} AS party, COALESCE(b.asset, r.asset) AS asset, b.balance::text AS cached, COALESCE(r.total, 0)::text AS replayed
         FROM ledger_balances b FULL JOIN replayed r ON r.ledger_account_id = b.ledger_account_id AND r.asset = b.asset
         JOIN ledger_accounts a ON a.id = COALESCE(b.ledger_account_id, r.ledger_account_id)
        WHERE b.balance IS DISTINCT FROM COALESCE(r.total, 0)
        ORDER BY a.id, 2`,
    );

    const chain = await checkSealChain(tx);

    const checks: LedgerCheck[] = [
      { name: 'every asset sums to zero over all balances', failures: sums.map((row) => `${row.asset} sums to ${row.total}, not 0`) },
      { name: 'no user balance is below zero', failures: negative.map((row) => `${row.party} has ${row.balance} ${row.asset}`) },
      {
        name: 'every cached balance equals the sum of its transfers',
        failures: drifted.map((row) => `${row.party} ${row.asset}: cached ${row.cached ?? 'missing'}, transfers sum to ${row.replayed}`),
      },
      { name: 'every sealed transfer matches its seal, in one unbroken chain', failures: chain.firstBroken === null ? [] : [`first broken link: ${chain.firstBroken}`] },
    ];
    return { ok: checks.every((check) => check.failures.length === 0), transfers: counts?.transfers ?? 0n, balances: counts?.balances ?? 0n, checks };
  });
}

const partySql = `COALESCE('user:' || a.account_id::text, 'system:' || a.system_name)`;

/** The report as lines a person reads: what was checked, then each failure. */
export function describeLedgerCheck(report: LedgerCheckReport): string[] {
  const lines = [`Checked ${report.transfers} transfers and ${report.balances} balances.`];
  for (const check of report.checks) {
    lines.push(`${check.failures.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}`);
    for (const failure of check.failures) lines.push(`     ${failure}`);
  }
  lines.push(report.ok ? 'The ledger is consistent.' : 'The ledger is NOT consistent.');
  return lines;
}
