/* eslint-disable no-console -- a command-line rehearsal: printing is its job. */
// `pnpm rehearse` (docs/api/processes-and-machines.md#rehearsing-several-machines; docs/rehearsal.md): the
// deployment of several machines on this one, with real parts, under load and faults. `--short`
// is a shorter form (about 2 minutes on a quiet machine; neither is in CI: docs/rehearsal.md);
// `--report <file>` names the JSON report (default
// apps/api/test-results/rehearsal.json).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startTestS3Server, type TestS3Server } from '@site/testing/s3';
import { startTestSmtpServer, type TestSmtpServer } from '@site/testing/smtp';
import { closeConnections } from '../../bench/load-http.ts';
import { createBenchAccounts, creditBenchAccounts } from '../../bench/bench-accounts.ts';
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';
import { insertTestGame } from '../../src/test-support/game-test-helpers.ts';
import { startBalancer, type Balancer } from './balancer.ts';
import { measureCapacity } from './capacity.ts';
import { killEveryChild } from './child-processes.ts';
import { ensureDebianPackages } from './debian-packages.ts';
import { runFaults } from './faults.ts';
import { auditLedger } from './ledger-audit.ts';
import { startJobWorker, startMachine, type Machine } from './machines.ts';
import { MoneyModel } from './money-model.ts';
import { startPostgresPair, type PostgresPair } from './postgres-pair.ts';
import { judge, machineFacts, printReport, type RehearsalReport } from './report.ts';
import { startTraffic, type Player } from './traffic.ts';
import { WindowStats, type WindowSummary } from './window-stats.ts';

const short = process.argv.includes('--short');
const reportArgument = process.argv.indexOf('--report');
const reportPath = resolve(reportArgument > 0 ? (process.argv[reportArgument + 1] ?? '') : join(import.meta.dirname, '..', '..', 'test-results', 'rehearsal.json'));

/** Its own ports (4641–4647) on loopback addresses: the balancer on 127.0.0.1, one address per machine. */
const ports = { primary: 4641, replica: 4642, s3: 4643, balancer: 4644, machines: 4645, smtp: 4646, playOrigin: 4647 } as const;
const machineHosts = ['127.0.0.2', '127.0.0.3', '127.0.0.4'] as const;
const plan = short
  ? { players: 6, makers: 1, thinkMs: 60, steadySeconds: 4, replicaDownSeconds: 8, capacitySeconds: 2, capacityClients: 32 }
  : { players: 16, makers: 2, thinkMs: 25, steadySeconds: 10, replicaDownSeconds: 30, capacitySeconds: 5, capacityClients: 64 };

const stoppers: (() => Promise<unknown>)[] = [];
let root: string | null = null;
let cleaning: Promise<void> | null = null;
/** Stops everything the rehearsal started, newest first; then kills whatever is left. Once. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const stop of stoppers.reverse()) await stop().catch((error: unknown) => {
      console.error(`while stopping: ${String(error)}`);
    });
    closeConnections();
    killEveryChild();
    if (root) rmSync(root, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything the rehearsal started…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
process.once('exit', killEveryChild);

async function main(): Promise<number> {
  const postgresInstalled = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((version) => existsSync(join('/usr/lib/postgresql', version, 'bin', 'initdb')));
  ensureDebianPackages({ '/usr/sbin/haproxy': 'haproxy', ...(postgresInstalled ? {} : { '/usr/lib/postgresql': 'postgresql' }) });
  const began = performance.now();
  const step = (text: string): void => {
    console.log(`[${((performance.now() - began) / 1000).toFixed(1)} s] ${text}`);
  };

  root = mkdtempSync(join(tmpdir(), 'rehearsal-'));
  // PostgreSQL runs as its own user when the rehearsal is root: it must reach its folders.
  chmodSync(root, 0o755);
  const postgres: PostgresPair = await startPostgresPair(root, { primary: ports.primary, replica: ports.replica });
  stoppers.push(() => postgres.close());
  step(`PostgreSQL primary on 127.0.0.1:${ports.primary}, streaming replica on :${ports.replica}`);
  const s3: TestS3Server = await startTestS3Server({ port: ports.s3 });
  stoppers.push(() => s3.close());
  const smtp: TestSmtpServer = await startTestSmtpServer({ port: ports.smtp });
  stoppers.push(() => smtp.close());

  const env: Record<string, string> = {
    DATABASE_URL: postgres.primaryUrl,
    DATABASE_REPLICA_URL: postgres.replicaUrl,
    ...s3.env,
    SMTP_URL: smtp.url,
    PUBLIC_ORIGIN: `http://127.0.0.1:${ports.balancer}`,
    PLAY_ORIGIN: `http://127.0.0.1:${ports.playOrigin}`,
    // Every player of the load comes from one address: the limits per address would refuse the load itself.
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_IDENTITY: '1000000',
    // Sign-ins hash at 2^12 (production 2^15): two shared cores would spend the load on scrypt.
    PASSWORD_HASH_COST: '12',
    RUN_MIN_SECONDS: '0',
    STAMINA_MAX: '1000000',
    RUN_DAILY_REWARD_LIMIT: '1000000000',
    GOLD_CONVERSION_DAILY_LIMIT: '1000000000',
  };
  const machines: Machine[] = [];
  stoppers.push(() => Promise.all(machines.map((machine) => machine.process.kill('SIGTERM'))));
  // All start together: the migrations run once, under their advisory lock, whoever comes first.
  const [started, worker] = await Promise.all([Promise.all(machineHosts.map((host, index) => startMachine(`m${index + 1}`, host, ports.machines, env))), startJobWorker(env)]);
  machines.push(...started);
  stoppers.push(() => worker.stop());
  step(`API machines ${machines.map((machine) => machine.url).join(', ')} (2 workers each), a job worker, S3 stand-in on :${ports.s3}`);
  const balancer: Balancer = await startBalancer(root, { host: '127.0.0.1', port: ports.balancer }, machines.map((machine) => ({ name: machine.name, host: machine.host, port: machine.port })));
  stoppers.push(() => balancer.stop());
  for (const machine of machines) await balancer.waitFor(machine.name, 'UP');
  step(`HAProxy on ${balancer.url}, all three up`);

  const db = openPostgresDatabase(postgres.primaryUrl, { maxConnections: 2 });
  stoppers.push(() => db.close());
  const game = 'rehearsal';
  await insertTestGame(db, { id: game, title: 'Rehearsal', versions: [{ state: 'published' }] });
  const accounts = await createBenchAccounts(balancer.url, smtp, plan.players + plan.makers);
  await creditBenchAccounts(db, accounts.slice(0, plan.players), 10n ** 9n);
  const withIds: Player[] = [];
  for (const account of accounts) {
    const [row] = await db.query<{ account_id: string }>("SELECT account_id FROM identities WHERE kind = 'email' AND lower(subject) = lower($1)", [account.email]);
    if (!row) throw new Error(`No account for ${account.email}.`);
    withIds.push({ ...account, accountId: row.account_id });
  }
  const players = withIds.slice(0, plan.players);
  const makers = withIds.slice(plan.players);
  step(`${players.length} players (game coins credited) and ${makers.length} maker(s) registered through the balancer`);

  const capacity = await measureCapacity({ balancerUrl: balancer.url, machines, players, primaryUrl: postgres.primaryUrl, clients: plan.capacityClients, burnClients: 50, seconds: plan.capacitySeconds });
  step('capacity measured: each machine alone, three directly, three through HAProxy; burns against pgbench');

  const windows: WindowStats[] = [];
  let current = new WindowStats('warm-up');
  const open = (name: string): WindowStats => {
    current.end();
    current = new WindowStats(name);
    windows.push(current);
    step(`window: ${name}`);
    return current;
  };
  const model = new MoneyModel();
  const traffic = startTraffic({ url: balancer.url, players, makers, game, window: () => current, model, thinkMs: plan.thinkMs });
  const sampling = { on: true };
  const lagSampler = (async () => {
    while (sampling.on) {
      current.recordLag(await postgres.lag().catch(() => null));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  let facts;
  try {
    facts = await runFaults({ machines, balancer, postgres, open, inFlight: traffic.inFlight, flood: traffic.flood, steadySeconds: plan.steadySeconds, replicaDownSeconds: plan.replicaDownSeconds });
  } finally {
    await traffic.stop();
    current.end();
    sampling.on = false;
    await lagSampler;
  }
  step('load stopped; checking the ledger');
  const ledger = await auditLedger(postgres.primaryUrl, model);
  const summaries: WindowSummary[] = windows.map((window) => window.summary());
  const report: RehearsalReport = { mode: short ? 'short' : 'full', machine: machineFacts(), windows: summaries, facts, capacity, ledger, goals: judge(summaries, facts, capacity, ledger) };
  printReport(report);
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  step(`report written to ${reportPath}`);
  return report.goals.some((goal) => goal.fails && !goal.met) ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(code);
