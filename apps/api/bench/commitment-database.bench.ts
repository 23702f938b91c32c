/* eslint-disable no-console -- a command-line report: printing is its job. */
// The daily commitment's database side at scale (issue 26), on a throwaway PostgreSQL: 333,334
// accounts (BENCH_PROOF_ACCOUNTS) with a balance row of each of the three assets (1,000,002 rows
// with the system accounts'), two sealed transfers each (gold and game coins from the mint), filled
// in SQL. Then the job's steps, timed: the balances at the chain's head replayed from all the
// sealed transfers (one snapshot: the first day's work), their leaves and tree, the commitment and
// its balances written (ledger_commitment_balances); then 100,000 more sealed transfers (a day's
// worth) and a second day's commitment by the job itself (the day before's balances plus those
// transfers); players' proofs answered from the stored leaves and nodes (migration 035), each
// checked by the verifier; a third day's by the job, which
// deletes the first day's balances (retention: the newest two are kept). It reports, with the
// load average, and fails only if a proof does not verify or the pruning leaves the wrong days.
import { loadavg } from 'node:os';
import { loadConfig } from '../src/config/load-config.ts';
import type { Queryable } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { balancesAtPosition, insertCommitment } from '../src/ledger/commitment-store.ts';
import { sealChainHead } from '../src/ledger/seal-store.ts';
import { accountProof } from '../src/proofs/account-proof.ts';
import { commitLedgerDay, proofSubtreeHeight, totalsOf } from '../src/proofs/commit-ledger-day.ts';
import { commitmentRoot } from '../src/proofs/commitment-header.ts';
import { BalanceTree, leafHash, leafSalt } from '../src/proofs/merkle-tree.ts';
import { throwawayPostgres } from './bench-databases.ts';
import { balancesFromTransfersSql } from './ledger-fill-sql.ts';
// @ts-expect-error -- a plain script with no types of its own (it must not depend on the site's code)
import { verifyProof } from '../../../tooling/ledger-verifier/verify-proof.mjs';

const accounts = Number(process.env.BENCH_PROOF_ACCOUNTS ?? 333_334);
const secret = 'bench secret of at least thirty-two characters';
const load = (): string => loadavg().map((value) => value.toFixed(1)).join(' / ');

async function timed<T>(step: string, rows: ((result: T) => string) | null, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  steps.push({ step, ms: Math.round(performance.now() - started), rows: rows ? rows(result) : '', load: load() });
  return result;
}
const steps: { step: string; ms: number; rows: string; load: string }[] = [];
const proofFailures: string[] = [];

/** The ledger, written straight in SQL (the bench's setup, not the code under test): every transfer sealed, the sealer's scan past them. */
async function fill(db: Queryable): Promise<void> {
  await db.exec(`
    CREATE TEMPORARY TABLE bench_users AS SELECT n, gen_random_uuid() AS account_id FROM generate_series(1, ${accounts}) AS n;
    INSERT INTO accounts (id, display_name) SELECT account_id, 'bench ' || n FROM bench_users;
    INSERT INTO ledger_accounts (account_id) SELECT account_id FROM bench_users ORDER BY n;
    INSERT INTO ledger_balances (ledger_account_id, asset, is_system)
      SELECT l.id, assets.asset, false FROM bench_users u JOIN ledger_accounts l ON l.account_id = u.account_id
      CROSS JOIN (VALUES ('gold_coin'), ('game_coin'), ('invite_point')) AS assets (asset);
    INSERT INTO ledger_operations (idempotency_key, request) SELECT 'bench-' || n, '{}' FROM bench_users;
    INSERT INTO ledger_transfers (idempotency_key, leg, asset, from_account, to_account, amount, reason)
      SELECT 'bench-' || u.n, legs.leg, legs.asset, mint.id, l.id, u.n % 1000 + 1, 'bench_credit'
        FROM bench_users u JOIN ledger_accounts l ON l.account_id = u.account_id
        CROSS JOIN (VALUES (0, 'gold_coin'), (1, 'game_coin')) AS legs (leg, asset)
        CROSS JOIN (SELECT id FROM ledger_accounts WHERE system_name = 'mint') AS mint
       ORDER BY u.n, legs.leg;
    INSERT INTO ledger_seals (position, transfer_id, seal)
      SELECT row_number() OVER (ORDER BY id), id, md5(id::text) || md5('seal' || id::text) FROM ledger_transfers;
    UPDATE ledger_seal_state SET scan_from = (SELECT max(id) FROM ledger_transfers), pending_max_id = NULL, pending_xmax = NULL;
    ${balancesFromTransfersSql}
    DROP TABLE bench_users;
  `);
  await db.exec('ANALYZE');
}

/** A day's transfers: 100,000 more, one game coin each from the mint to the first accounts, sealed. */
async function aDaysTransfers(db: Queryable): Promise<void> {
  await db.exec(`
    INSERT INTO ledger_operations (idempotency_key, request) SELECT 'bench-day-' || n, '{}' FROM generate_series(1, 100000) AS n;
    INSERT INTO ledger_transfers (idempotency_key, leg, asset, from_account, to_account, amount, reason)
      SELECT 'bench-day-' || n, 0, 'game_coin', mint.id, l.id, 1, 'bench_credit'
        FROM generate_series(1, 100000) AS n
        JOIN ledger_accounts l ON l.id = (SELECT min(id) FROM ledger_accounts WHERE account_id IS NOT NULL) + (n % ${accounts})
        CROSS JOIN (SELECT id FROM ledger_accounts WHERE system_name = 'mint') AS mint ORDER BY n;
    INSERT INTO ledger_seals (position, transfer_id, seal)
      SELECT (SELECT max(position) FROM ledger_seals) + row_number() OVER (ORDER BY id), id, md5(id::text) || md5('seal' || id::text)
        FROM ledger_transfers t WHERE NOT EXISTS (SELECT 1 FROM ledger_seals s WHERE s.transfer_id = t.id);
    UPDATE ledger_seal_state SET scan_from = (SELECT max(id) FROM ledger_transfers);
  `);
  await db.exec('ANALYZE');
}

const database = await throwawayPostgres();
const url = database.env.DATABASE_URL ?? '';
const db = openPostgresDatabase(url, { maxConnections: 4 });
let keptDays: string | undefined;
try {
  await migrate(db);
  await timed('fill in SQL (setup, not measured code)', null, () => fill(db));
  let clock = new Date('2026-11-27T12:00:00Z');
  const ctx = { db, config: loadConfig({ DATABASE_URL: url, PROOF_SALT_SECRET: secret }), now: () => clock };
  const day = '2026-11-27';

  // Day 1, step by step as buildCommitment does it.
  await db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const head = await sealChainHead(tx);
    const balances = await timed('day 1: balances at the head, replayed from every sealed transfer', (rows) => `${rows.length.toLocaleString('en')} balances, position ${head.position}`, () => balancesAtPosition(tx, head.position));
    const tree = await timed('day 1: salts, leaves and tree (in memory)', (built) => `${built.leafCount.toLocaleString('en')} leaves`, () =>
      Promise.resolve(new BalanceTree(balances.map((row) => leafHash(leafSalt(secret, day, row.party, row.asset), row)))),
    );
    const fields = { day, position: head.position, chainHead: head.seal ?? '0'.repeat(64), balancesRoot: tree.root.toString('hex'), leafCount: tree.leafCount, totals: totalsOf(balances) };
    await timed('day 1: the commitment and its balances written', () => `${balances.length.toLocaleString('en')} rows`, () =>
      insertCommitment(tx, { ...fields, root: commitmentRoot(fields), signed: null }, balances, { subtreeHeight: proofSubtreeHeight, leafIndexes: tree.leafIndexes, nodes: tree.nodesFrom(proofSubtreeHeight) }, clock),
    );
  });
  const [size] = await db.query<{ balances: string; leafIndex: string; nodes: string; nodeRows: number }>(
    `SELECT pg_size_pretty(pg_total_relation_size('ledger_commitment_balances')) AS balances, pg_size_pretty(pg_relation_size('ledger_commitment_balances_leaf')) AS "leafIndex",
            pg_size_pretty(pg_total_relation_size('ledger_commitment_nodes')) AS nodes, (SELECT count(*) FROM ledger_commitment_nodes)::integer AS "nodeRows"`,
  );
  console.log(`after one day: ledger_commitment_balances ${size?.balances} (table and indexes; the leaf-index index ${size?.leafIndex}), ledger_commitment_nodes ${size?.nodes} (${size?.nodeRows} nodes)`);

  await timed('setup: a day of 100,000 more transfers, sealed (not measured code)', null, () => aDaysTransfers(db));
  clock = new Date('2026-11-28T12:00:00Z');
  await timed("day 2: the whole job (day 1's balances + the day's transfers, tree, write; nothing to prune)", (outcome) => outcome, () => commitLedgerDay(ctx));
  const [someone] = await db.query<{ account_id: string }>('SELECT account_id FROM ledger_accounts WHERE account_id IS NOT NULL ORDER BY id LIMIT 1');
  const accountId = someone?.account_id ?? '';
  // Each from the database (its subtrees read by leaf index and hashed again, the nodes above read): no tree in memory.
  const [last] = await db.query<{ account_id: string }>(
    `SELECT a.account_id FROM ledger_commitment_balances c JOIN ledger_accounts a ON a.id = c.ledger_account_id
      WHERE c.day = '2026-11-28' AND a.account_id IS NOT NULL ORDER BY c.leaf_index DESC LIMIT 1`,
  );
  const [plan] = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) SELECT (SELECT COALESCE('user:' || a.account_id::text, 'system:' || a.system_name) FROM ledger_accounts a WHERE a.id = c.ledger_account_id) AS party, c.asset, c.balance
       FROM ledger_commitment_balances c WHERE c.day = '2026-11-28' AND c.leaf_index BETWEEN $1 AND $2 ORDER BY c.leaf_index`,
    [2 ** proofSubtreeHeight, 2 ** (proofSubtreeHeight + 1) - 1],
  );
  const read = (plan?.['QUERY PLAN'] as [{ Plan: { 'Node Type': string; 'Index Name': string; 'Actual Total Time': number; 'Actual Rows': number } }] | undefined)?.[0].Plan;
  console.log(`a subtree read: ${read?.['Node Type']} on ${read?.['Index Name']}, ${read?.['Actual Rows']} rows in ${read?.['Actual Total Time']} ms`);
  for (const [who, id] of [['a player’s proof, first in this process', accountId], ['the same proof again', accountId], ['the proof of the last user leaf’s player (the last, partly filled subtree)', last?.account_id ?? '']] as const) {
    const proof = await timed(`${who}, from the stored leaves and nodes`, (answer) => `${JSON.stringify(answer).length} bytes, ${answer.leaves.length} leaves`, () => accountProof(db, secret, id));
    const failures = (verifyProof as (proof: unknown) => string[])(proof);
    if (failures.length > 0) proofFailures.push(`${who}: ${failures.join('; ')}`);
  }

  clock = new Date('2026-11-29T12:00:00Z');
  await timed("day 3: the whole job, day 1's balances deleted (the newest two are kept)", (outcome) => outcome, () => commitLedgerDay(ctx));
  const kept = await db.query<{ day: string; rows: number }>("SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::integer AS rows FROM ledger_commitment_balances GROUP BY day ORDER BY day");
  console.log(`\nThe daily commitment's database work on PostgreSQL, ${accounts.toLocaleString('en')} accounts (load: 1/5/15-minute averages after each step):`);
  console.table(steps);
  console.log(`Balances kept: ${kept.map((row) => `${row.day} ${row.rows.toLocaleString('en')}`).join(', ')}`);
  keptDays = kept.map((row) => row.day).join();
} finally {
  await db.close();
  await database.stop();
}
if (proofFailures.length > 0) {
  console.error(`FAIL: a proof does not verify: ${proofFailures.join(', ')}`);
  process.exit(1);
}
if (keptDays !== '2026-11-28,2026-11-29') {
  console.error('FAIL: the job should keep the balances of the two newest days only');
  process.exit(1);
}
