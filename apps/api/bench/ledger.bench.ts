/* eslint-disable no-console -- a command-line report: printing is its job. */
// The ledger's budget (issue 9): transfers per second over HTTP on a throwaway PostgreSQL with 50
// concurrent connections (each request a game-coin burn under a fresh requestId, so each one is a
// real transfer), with p50/p99 latency, once with the seal chain's job off and once with it
// sealing every second (issue 26: sealing must not slow money down), each on a fresh database,
// with the machine's load average beside each; then the invariant check's time on a fresh
// database holding 100,000 transfers. Like auth.bench.ts it reports and fails only on server
// errors, a ledger that does not check out, or a sealer that does not catch up.
import { loadavg } from 'node:os';
import { startTestSmtpServer } from '@site/testing/smtp';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { checkLedger, describeLedgerCheck } from '../src/ledger/check-ledger.ts';
import { throwawayPostgres, type BenchDatabase } from './bench-databases.ts';
import { burnPath, burnRequest, loadAsAccounts, refuseFailures, withFundedAccounts } from './funded-bench.ts';
import { balancesFromTransfersSql } from './ledger-fill-sql.ts';

const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const accountCount = 10;
/** Enough for every burn of a run several times over. */
const credit = 10n ** 12n;
const checkedTransfers = 100_000;

interface Row {
  measure: string;
  load: string;
  'requests/s': number | string;
  'p50 ms': number | string;
  'p99 ms': number | string;
  'total ms': number | string;
  'non-2xx': number | string;
}

/** The 1-, 5- and 15-minute load averages: the machine is shared, so a figure means little without them. */
const load = (): string => loadavg().map((value) => value.toFixed(1)).join(' / ');

/** Transfers not sealed yet (the sealer's lag). */
async function unsealed(db: Database): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::integer AS count FROM ledger_transfers t WHERE NOT EXISTS (SELECT 1 FROM ledger_seals s WHERE s.transfer_id = t.id)');
  return row?.count ?? 0;
}

/**
 * Burns over HTTP against the production build on PostgreSQL, then the check of what they left.
 * With `sealing`, the process's job worker asks for a sealing run every second (PROOF_SEAL_SECONDS=1)
 * while the burns go on; without, never (0). With it, the bench then waits for the sealer to
 * seal the last burns and reports how far behind it was when they stopped and how long it took.
 */
async function measureTransfers(database: BenchDatabase, sealing: boolean): Promise<Row[]> {
  const smtp = await startTestSmtpServer();
  try {
    const env = { JOB_WORKER: 'true', PROOF_SEAL_SECONDS: sealing ? '1' : '0' };
    const { result, lag, loadBefore } = await withFundedAccounts(database, smtp, { accounts: accountCount, credit, env }, async ({ url, db, accounts }) => {
      const loadBefore = load();
      const result = await loadAsAccounts(url, accounts, burnRequest, connections, seconds);
      const lag = sealing ? await sealerCatchUp(db) : null;
      refuseFailures('burns', result);
      return { result, lag, loadBefore };
    });
    return [
      {
        measure: `burn (POST ${burnPath}), one transfer each, sealing ${sealing ? `every second (${lag})` : 'off'}`,
        load: `${loadBefore} → ${load()}`,
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

/** How many transfers were unsealed when the burns stopped, and how long the sealer took to seal them (it must, within a minute). */
async function sealerCatchUp(db: Database): Promise<string> {
  const started = performance.now();
  const behind = await unsealed(db);
  let left = behind;
  while (left > 0) {
    if (performance.now() - started > 60_000) throw new Error(`The sealer left ${left} of ${behind} transfers unsealed a minute after the burns.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    left = await unsealed(db);
  }
  return `${behind} unsealed at the end, all sealed ${Math.round(performance.now() - started)} ms later`;
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
        ${balancesFromTransfersSql}
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
        load: load(),
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
/** BENCH_SEALING_ORDER (default `off,on`): the sealing runs in that order, e.g. `on,off` to see what the order itself does on a busy machine. */
const sealingOrder = (process.env.BENCH_SEALING_ORDER ?? 'off,on').split(',').map((value) => value.trim() === 'on');
const measures = [...sealingOrder.map((sealing) => (database: BenchDatabase) => measureTransfers(database, sealing)), measureCheck];
for (const measure of measures) {
  const database = await throwawayPostgres();
  try {
    rows.push(...(await measure(database)));
  } finally {
    await database.stop();
  }
}
console.log(`\nThe ledger on PostgreSQL: ${connections} concurrent connections for ${seconds} s (production build, 127.0.0.1), sealing ${process.env.BENCH_SEALING_ORDER ?? 'off,on'}, each on a fresh database, then the invariant check (load: 1/5/15-minute averages before → after):`);
console.table(rows);
