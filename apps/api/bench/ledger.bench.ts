/* eslint-disable no-console -- a command-line report: printing is its job. */
// The ledger's budget (issue 9): transfers per second over HTTP on a throwaway PostgreSQL with 50
// concurrent connections (each request a game-coin burn under a fresh requestId, so each one is a
// real transfer), with p50/p99 latency; then the invariant check's time on a fresh database
// holding 100,000 transfers. Like auth.bench.ts it reports and fails only on server errors or a
// ledger that does not check out.
import { randomUUID } from 'node:crypto';
import { startTestSmtpServer } from '@site/testing/smtp';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { checkLedger, describeLedgerCheck } from '../src/ledger/check-ledger.ts';
import { throwawayPostgres, type BenchDatabase } from './bench-databases.ts';
import { loadAsAccounts, withFundedAccounts } from './funded-bench.ts';

const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const accountCount = 10;
/** Enough for every burn of a run several times over. */
const credit = 10n ** 12n;
const checkedTransfers = 100_000;
const burnPath = '/api/economy/burn-game-coin';

interface Row {
  measure: string;
  'requests/s': number | string;
  'p50 ms': number | string;
  'p99 ms': number | string;
  'total ms': number | string;
  'non-2xx': number | string;
}

/** Burns over HTTP against the production build on PostgreSQL, then the check of what they left. */
async function measureTransfers(database: BenchDatabase): Promise<Row[]> {
  const smtp = await startTestSmtpServer();
  try {
    const result = await withFundedAccounts(database, smtp, accountCount, credit, async ({ url, accounts }) => {
      const burns = await loadAsAccounts(url, accounts, { method: 'POST', path: burnPath, body: () => JSON.stringify({ requestId: randomUUID(), gameCoins: '1' }) }, connections, seconds);
      const serverErrors = Object.entries(burns.statusCodeStats).filter(([status]) => Number(status) >= 500);
      if (serverErrors.length > 0 || burns.errors > 0 || burns.timeouts > 0) {
        throw new Error(`burns: ${JSON.stringify(burns.statusCodeStats)}, ${burns.errors} errors, ${burns.timeouts} timeouts.`);
      }
      return burns;
    });
    return [
      {
        measure: `burn (POST ${burnPath}), one transfer each`,
        'requests/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'total ms': '',
        'non-2xx': result.non2xx,
      },
    ];
  } finally {
    await smtp.close();
  }
}

/**
 * `checkedTransfers` transfers written straight in SQL (the bench's setup, not the code under
 * test): 1,000 users, each given 10 game coins by the mint 50 times and burning 3 of them 50
 * times, one operation per transfer; then the cached balances set to what the transfers sum to.
 */
async function measureCheck(database: BenchDatabase): Promise<Row[]> {
  const url = database.env.DATABASE_URL;
  if (!url) throw new Error('The bench database has no DATABASE_URL.');
  const db = openPostgresDatabase(url, { maxConnections: 2 });
  try {
    await migrate(db);
    const filling = performance.now();
    await db.transaction(async (tx) => {
      await tx.exec(`
        CREATE TEMPORARY TABLE bench_users ON COMMIT DROP AS
          SELECT n, gen_random_uuid() AS account_id FROM generate_series(0, 999) AS n;
        INSERT INTO accounts (id, display_name) SELECT account_id, 'bench ' || n FROM bench_users;
        INSERT INTO ledger_accounts (account_id) SELECT account_id FROM bench_users ORDER BY n;
        INSERT INTO ledger_balances (ledger_account_id, asset, is_system)
          SELECT l.id, assets.asset, false FROM bench_users u JOIN ledger_accounts l ON l.account_id = u.account_id
          CROSS JOIN (VALUES ('gold_coin'), ('game_coin'), ('invite_point')) AS assets (asset);
        INSERT INTO ledger_operations (idempotency_key, request)
          SELECT 'bench-' || i, '{}' FROM generate_series(1, ${checkedTransfers}) AS i;
        INSERT INTO ledger_transfers (idempotency_key, leg, asset, from_account, to_account, amount, reason)
          SELECT 'bench-' || i, 0, 'game_coin',
                 CASE WHEN i % 2 = 1 THEN mint.id ELSE l.id END,
                 CASE WHEN i % 2 = 1 THEN l.id ELSE burn.id END,
                 CASE WHEN i % 2 = 1 THEN 10 ELSE 3 END,
                 CASE WHEN i % 2 = 1 THEN 'bench_credit' ELSE 'burn_game_coin' END
            FROM generate_series(1, ${checkedTransfers}) AS i
            JOIN bench_users u ON u.n = (i / 2) % 1000
            JOIN ledger_accounts l ON l.account_id = u.account_id
            CROSS JOIN (SELECT id FROM ledger_accounts WHERE system_name = 'mint') AS mint
            CROSS JOIN (SELECT id FROM ledger_accounts WHERE system_name = 'burn') AS burn;
        UPDATE ledger_balances b SET balance = r.total
          FROM (SELECT ledger_account_id, asset, sum(amount) AS total FROM (
                  SELECT to_account AS ledger_account_id, asset, amount FROM ledger_transfers
                  UNION ALL SELECT from_account, asset, -amount FROM ledger_transfers) AS m
                GROUP BY ledger_account_id, asset) AS r
         WHERE b.ledger_account_id = r.ledger_account_id AND b.asset = r.asset;
      `);
    });
    await db.exec('ANALYZE');
    const filled = performance.now() - filling;

    const started = performance.now();
    const report = await checkLedger(db);
    const took = performance.now() - started;
    if (report.transfers !== BigInt(checkedTransfers)) throw new Error(`The fill wrote ${report.transfers} transfers, not ${checkedTransfers}.`);
    if (!report.ok) throw new Error(describeLedgerCheck(report).join('\n'));
    console.log(`Filled ${checkedTransfers} transfers in ${Math.round(filled)} ms. ${describeLedgerCheck(report).join(' ')}`);
    return [
      {
        measure: `checkLedger on ${checkedTransfers.toLocaleString('en')} transfers (passed)`,
        'requests/s': '',
        'p50 ms': '',
        'p99 ms': '',
        'total ms': Math.round(took),
        'non-2xx': '',
      },
    ];
  } finally {
    await db.close();
  }
}

const rows: Row[] = [];
for (const measure of [measureTransfers, measureCheck]) {
  const database = await throwawayPostgres();
  try {
    rows.push(...(await measure(database)));
  } finally {
    await database.stop();
  }
}
console.log(`\nThe ledger on PostgreSQL: ${connections} concurrent connections for ${seconds} s (production build, 127.0.0.1), then the invariant check:`);
console.table(rows);
