#!/usr/bin/env node
// Everything CI holds, in one command: builds, typechecks, lint and package checks in parallel,
// no unused files, exports or dependencies (knip.jsonc), a changeset for every change to a
// published package, then each workspace's tests one at a time (each starts its own Chromium and
// local chain, and the machines have two cores), then the size budgets, then the test totals.
// Every step runs even after a failure, so one run shows every problem; the exit code says
// whether all passed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['pnpm', ['turbo', 'run', 'build', 'typecheck', 'lint', 'check', '--continue']],
  ['pnpm', ['knip']],
  ['node', ['tooling/scripts/check-changesets.mjs']],
  ['pnpm', ['turbo', 'run', 'test', '--concurrency=1', '--continue']],
  ['node', ['tooling/scripts/size.mjs', '--check']],
  ['node', ['apps/web/scripts/first-paint-size.mjs', '--check']],
  ['node', ['tooling/scripts/test-totals.mjs']],
];

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const failed = [];
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) failed.push([command, ...args].join(' '));
}
if (failed.length > 0) {
  console.error(`verify: failed: ${failed.join('; ')}`);
  process.exit(1);
}
