#!/usr/bin/env node
// Everything CI holds, in one command: builds, typechecks, lint and package checks in parallel,
// no unused files, exports or dependencies (knip.jsonc), a changeset for every change to a
// published package, then every workspace's tests, then the site's end-to-end run alone (it keeps
// both cores busy), then the size budgets, then the test totals.
// The server's tests are the longest workspace run (about three minutes, mostly waiting on
// databases, processes and the chain), so they run beside the other workspaces' tests instead of
// after them (turbo's own order started them last: CI, 2026-11-27, 300 s for the step against
// 180 s for the server's tests and 230 s for all the others), followed by the site's unit tests
// and its end-to-end build, which need no quiet machine.
// Every step runs even after a failure, so one run shows every problem; the exit code says
// whether all passed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const turboTest = (...filters) => ['pnpm', ['turbo', 'run', 'test', ...filters.map((filter) => `--filter=${filter}`), '--concurrency=1', '--continue']];
const inSite = (...args) => ['pnpm', ['--filter', '@site/web', 'exec', ...args]];

/** Each step is a list of chains run at the same time; a chain's commands run one after another. */
const steps = [
  // As many tasks at a time as cores, not turbo's default of ten: on two cores, ten at a time spent
  // more CPU and took longer (2026-12-05, a fresh clone, quiet: 169 and 160 s with 328 and 311
  // CPU-s, against 139 and 154 s with 270 and 295 CPU-s for two at a time).
  [[['pnpm', ['turbo', 'run', 'build', 'typecheck', 'lint', 'check', '--continue', '--concurrency=100%']]]],
  [[['pnpm', ['knip']]]],
  [[['node', ['tooling/scripts/check-changesets.mjs']]]],
  [
    [turboTest('@site/api'), inSite('vitest', 'run'), inSite('node', 'e2e/scripts/build-e2e.mjs')],
    [turboTest('!@site/web', '!@site/api')],
  ],
  [[inSite('playwright', 'test')]],
  [[['node', ['tooling/scripts/size.mjs', '--check']]]],
  [[['node', ['apps/web/scripts/first-paint-size.mjs', '--check']]]],
  [[['node', ['tooling/scripts/test-totals.mjs']]]],
];

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const failed = [];
const times = [];

/** Runs one command with the terminal's output and notes its time and failure. */
function run([command, args], beside) {
  const line = [command, ...args].join(' ');
  const started = Date.now();
  return new Promise((resolve) => {
    const done = (passed) => {
      times.push(`${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  ${beside ? '(beside others) ' : ''}${line}`);
      if (!passed) failed.push(line);
      resolve();
    };
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', () => done(false));
    child.on('close', (status) => done(status === 0));
  });
}

/** A chain goes on after a failure too: one run shows every problem. */
async function runChain(chain, beside) {
  for (const command of chain) await run(command, beside);
}

/** The machine's busy and idle CPU time so far, from Linux's /proc/stat (null elsewhere). */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = fields[3] + fields[4];
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    return { idle, busy: fields.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle };
  } catch {
    return null;
  }
}

/** How busy the cores were during a step: where CI's time could still go (idle cores) or not. */
function busyShare(before, after) {
  if (!before || !after) return '';
  const busy = after.busy - before.busy;
  const total = busy + after.idle - before.idle;
  return total > 0 ? `, cores ${String(Math.round((100 * busy) / total))} % busy of ${String(cpus().length)}` : '';
}

for (const chains of steps) {
  const started = Date.now();
  const cpuBefore = cpuTimes();
  await Promise.all(chains.map((chain) => runChain(chain, chains.length > 1)));
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(5);
  times.push(`${seconds} s  (the step above${chains.length > 1 ? ', all chains' : ''}${busyShare(cpuBefore, cpuTimes())})`);
}
// CI has a time budget (20 minutes on two cores): say where it went.
console.log(`verify: time per step\n${times.join('\n')}`);
if (failed.length > 0) {
  console.error(`verify: failed: ${failed.join('; ')}`);
  process.exit(1);
}
