import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/**
 * CPU time (user + system, in seconds) spent by the parties of a bench run, read from Linux's
 * /proc: on a shared machine the throughput says how much CPU was left over, the CPU time per
 * request says what each party needs. Linux counts in clock ticks of 1/100 s.
 */
const tick = 0.01;

/** utime, stime, cutime, cstime of /proc/<pid>/stat (the last two: its children already waited for). */
function times(pid: number | 'self'): { own: number; reaped: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name, in parentheses, may hold spaces: the fields after it are fixed.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const field = (index: number): number => Number(fields[index - 3]) * tick;
  return { own: field(14) + field(15), reaped: field(16) + field(17) };
}

function parentOf(pid: number): number | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** One process and every child of it, living or ended (PostgreSQL's postmaster and its backends). */
export function treeCpuSeconds(pid: number): number {
  const root = times(pid);
  if (!root) return 0;
  let total = root.own + root.reaped;
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry);
    if (!Number.isInteger(child) || parentOf(child) !== pid) continue;
    total += times(child)?.own ?? 0;
  }
  return total;
}

/** One process alone (the API's Node process: one event loop and its helper threads). */
export function processCpuSeconds(pid: number): number {
  return times(pid)?.own ?? 0;
}

/** This process and the children it has waited for (autocannon runs here; pgbench is such a child once it exits). */
export function selfCpuSeconds(): number {
  const self = times('self');
  return self ? self.own + self.reaped : 0;
}

export interface CpuParties {
  /** The load generator: this process and the children it waited for. */
  client: number;
  api: number | null;
  postgres: number;
}

/** The machine's 1-minute load average (uptime's first figure): how busy it was besides the bench. */
export const loadAverage = (): number => loadavg()[0] ?? 0;

/** Runs `work` and answers the CPU seconds each party spent meanwhile, and the load average at its end. */
export async function measureCpu<T>(pids: { api: number | null; postgres: number }, work: () => Promise<T>): Promise<{ result: T; cpu: CpuParties; load: number }> {
  const read = (): CpuParties => ({
    client: selfCpuSeconds(),
    api: pids.api === null ? null : processCpuSeconds(pids.api),
    postgres: treeCpuSeconds(pids.postgres),
  });
  const before = read();
  const result = await work();
  const after = read();
  return {
    result,
    cpu: {
      client: after.client - before.client,
      api: after.api === null || before.api === null ? null : after.api - before.api,
      postgres: after.postgres - before.postgres,
    },
    load: loadAverage(),
  };
}
