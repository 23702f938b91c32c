#!/usr/bin/env node
// Everything CI holds, in one command: builds, typechecks, lint and package checks in parallel,
// no unused files, exports or dependencies (knip.jsonc), a changeset for every change to a
// published package, then the workspaces' tests two at a time (much of a small package's run is
// one-threaded start-up: Vite, Chromium, type tests), then the site's alone (its end-to-end run
// keeps both cores busy), then the size budgets, then the test totals.
// Every step runs even after a failure, so one run shows every problem; the exit code says
// whether all passed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['pnpm', ['turbo', 'run', 'build', 'typecheck', 'lint', 'check', '--continue']],
  ['pnpm', ['knip']],
  ['node', ['tooling/scripts/check-changesets.mjs']],
  // Two workspaces at a time, except the site's: its end-to-end run has the machine to itself.
  ['pnpm', ['turbo', 'run', 'test', '--filter=!@site/web', '--concurrency=2', '--continue']],
  ['pnpm', ['turbo', 'run', 'test', '--filter=@site/web', '--continue']],
  ['node', ['tooling/scripts/size.mjs', '--check']],
  ['node', ['apps/web/scripts/first-paint-size.mjs', '--check']],
  ['node', ['tooling/scripts/test-totals.mjs']],
];

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const failed = [];
const times = [];
for (const [command, args] of steps) {
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  times.push(`${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  ${[command, ...args].join(' ')}`);
  if (status !== 0) failed.push([command, ...args].join(' '));
}
// CI has a time budget (20 minutes on two cores): say where it went.
console.log(`verify: time per step\n${times.join('\n')}`);
if (failed.length > 0) {
  console.error(`verify: failed: ${failed.join('; ')}`);
  process.exit(1);
}
