/* eslint-disable no-console -- a command-line report: printing is its job. */
import { availableParallelism, cpus, loadavg } from 'node:os';
import type { Capacity } from './capacity.ts';
import type { FaultFacts } from './faults.ts';
import type { LedgerAudit } from './ledger-audit.ts';
import type { WindowSummary } from './window-stats.ts';

export interface Goal {
  goal: string;
  met: boolean;
  measured: string;
  /** A correctness goal fails the run; a throughput goal is reported (two shared cores cannot show it). */
  fails: boolean;
}

export interface RehearsalReport {
  mode: 'full' | 'short';
  machine: { cores: number; cpu: string; loadAverage: number[]; node: string };
  windows: WindowSummary[];
  facts: FaultFacts;
  capacity: Capacity;
  ledger: LedgerAudit;
  goals: Goal[];
}

/** Issue 42's goals, judged from the figures. */
export function judge(windows: WindowSummary[], facts: FaultFacts, capacity: Capacity, ledger: LedgerAudit): Goal[] {
  const named = (prefix: string): WindowSummary | undefined => windows.find((window) => window.window.startsWith(prefix));
  const rolling = named('rolling restart');
  const kill = named('SIGKILL');
  const replica = named('replica stopped');
  const sumOfSingles = Object.values(capacity.singles).reduce((sum, each) => sum + each, 0);
  const publicFailures = replica?.kinds['public list (replica)'];
  const ratio = (a: number, b: number | null): string => (b ? (a / b).toFixed(2) : '–');
  return [
    { goal: 'no failed request during the rolling restart', met: rolling !== undefined && rolling.failed === 0, measured: `${rolling?.failed ?? '?'} failed of ${rolling?.requests ?? '?'}`, fails: true },
    // A request fails at the kill if it was on the machine (in flight) or on its way there before
    // the balancer took the machine out; one sent after that is the balancer's failure. The count
    // in flight at the kill is a snapshot on all machines, printed beside.
    {
      goal: 'during the SIGKILL only requests in flight fail',
      met: kill !== undefined && kill.marks.out !== undefined && kill.failedSentAt.every((sent) => sent <= (kill.marks.out ?? 0)),
      measured: `${kill?.failed ?? '?'} failed, ${kill?.failedSentAt.filter((sent) => sent > (kill.marks.out ?? Infinity)).length ?? '?'} of them sent after the balancer took the machine out (${kill?.marks.out !== undefined && kill.marks.kill !== undefined ? (kill.marks.out - kill.marks.kill).toFixed(1) : '?'} s after the kill); ${facts.inFlightAtKill} in flight on all machines at the kill`,
      fails: true,
    },
    {
      goal: 'public lists never 5xx while the replica is down',
      met: (publicFailures?.byClass['5xx'] ?? 0) + (publicFailures?.byClass['no answer'] ?? 0) === 0,
      measured: `${publicFailures?.count ?? 0} public reads, ${publicFailures?.byClass['5xx'] ?? 0} 5xx`,
      fails: true,
    },
    {
      goal: 'money exact: ledger-check passes, the model matches, nothing left unknown',
      met: ledger.ledgerCheck.ok && ledger.model.ok && ledger.model.unknownResolved.applied + ledger.model.unknownResolved.notApplied === 0,
      measured: `ledger-check ${ledger.ledgerCheck.ok ? 'ok' : 'FAILED'}; ${ledger.model.operations} operations, ${ledger.model.problems.length} mismatches, ${ledger.model.unknownResolved.applied + ledger.model.unknownResolved.notApplied} without an answer`,
      fails: true,
    },
    {
      goal: 'balancer with three machines ≥ 0.9 × the sum of each alone',
      met: capacity.throughBalancer >= 0.9 * sumOfSingles,
      measured: `${capacity.throughBalancer}/s against ${sumOfSingles}/s (${ratio(capacity.throughBalancer, sumOfSingles)}); against the three driven directly at once ${capacity.threeDirect}/s: ${ratio(capacity.throughBalancer, capacity.threeDirect)}`,
      fails: false,
    },
    {
      // The API's own path against the SQL's, as `pnpm bench` compares them (bench/money.bench.ts):
      // one machine driven directly. Through the balancer is reported beside it (docs/rehearsal.md).
      goal: "the API's burn ≥ 0.9 × pgbench's bare SQL of the same transfer",
      met: capacity.burn.pgbench !== null && capacity.burn.apiOneMachine >= 0.9 * capacity.burn.pgbench,
      measured: `one machine directly ${capacity.burn.apiOneMachine}/s against ${capacity.burn.pgbench ?? '–'}/s (${ratio(capacity.burn.apiOneMachine, capacity.burn.pgbench)}); through HAProxy ${capacity.burn.api}/s (${ratio(capacity.burn.api, capacity.burn.pgbench)})${capacity.burn.note ? `; ${capacity.burn.note}` : ''}`,
      fails: false,
    },
  ];
}

export function machineFacts(): RehearsalReport['machine'] {
  return { cores: availableParallelism(), cpu: cpus()[0]?.model ?? '?', loadAverage: loadavg().map((each) => Number(each.toFixed(1))), node: process.version };
}

export function printReport(report: RehearsalReport): void {
  console.log(`\nRehearsal (${report.mode}) on ${report.machine.cores} cores (${report.machine.cpu}), load average ${report.machine.loadAverage.join(' ')}, Node ${report.machine.node}\n`);
  console.log('Requests by window (answers by class; "failed" is 5xx or no answer):');
  console.table(
    report.windows.map((window) => ({
      window: window.window,
      s: window.seconds,
      requests: window.requests,
      'req/s': window.perSecond,
      '2xx': window.byClass['2xx'] ?? 0,
      '4xx': window.byClass['4xx'] ?? 0,
      '5xx': window.byClass['5xx'] ?? 0,
      'no answer': window.byClass['no answer'] ?? 0,
      'replica lag max (s / bytes)': `${window.replicaLag.maxSeconds} / ${window.replicaLag.maxBytes}${window.replicaLag.unreachable ? ` (${window.replicaLag.unreachable} samples not streaming)` : ''}`,
    })),
  );
  console.log('p50 / p99 in ms per kind of request and window:');
  const kinds = [...new Set(report.windows.flatMap((window) => Object.keys(window.kinds)))].sort();
  console.table(Object.fromEntries(kinds.map((kind) => [kind, Object.fromEntries(report.windows.map((window) => [window.window, window.kinds[kind] ? `${window.kinds[kind].p50} / ${window.kinds[kind].p99}` : '']))])));
  for (const window of report.windows) {
    const refusals = Object.entries(window.kinds)
      .filter(([, kind]) => Object.keys(kind.refusals).length > 0)
      .map(([name, kind]) => `${name} ${Object.entries(kind.refusals).map(([status, count]) => `${count}× ${status}`).join(', ')}`);
    const lines = [...window.events, ...(refusals.length > 0 ? [`not 2xx: ${refusals.join('; ')}`] : [])];
    if (lines.length > 0) console.log(`${window.window}:\n  ${lines.join('\n  ')}`);
  }
  const { capacity } = report;
  console.log(`\nSigned-in reads a second, ${capacity.clients} closed-loop clients for ${capacity.seconds} s each:`);
  console.table({ ...Object.fromEntries(Object.entries(capacity.singles).map(([name, perSecond]) => [`${name} alone`, perSecond])), 'three at once, directly': capacity.threeDirect, 'three through HAProxy': capacity.throughBalancer });
  console.log(`Burns a second, ${capacity.burnClients} clients for ${capacity.seconds} s each: pgbench's bare SQL ${capacity.burn.pgbench ?? '–'}, the API through HAProxy ${capacity.burn.api}, the API on one machine directly ${capacity.burn.apiOneMachine}.`);
  console.log('\nMoney:', JSON.stringify(report.ledger.totals));
  console.log(`ledger-check: ${report.ledger.ledgerCheck.output.split('\n').slice(0, 6).join('\n  ')}`);
  if (report.ledger.model.problems.length > 0) console.log(`Model against the ledger:\n  ${report.ledger.model.problems.join('\n  ')}`);
  console.log('\nGoals:');
  console.table(report.goals.map((goal) => ({ goal: goal.goal, met: goal.met ? 'yes' : goal.fails ? 'NO' : 'no (reported)', measured: goal.measured })));
}
