#!/usr/bin/env node
// Runs the picture and journey specs with the run's clock (e2e/support/test-clock.ts) at each
// instant below, one run after another, and says which passed: no test may depend on the day, the
// hour or the time zone (docs/web/tests.md#the-test-clock). Long (minutes per instant): not part of
// `npm test`, which runs once at the default instant. Build first: node e2e/scripts/build-e2e.mjs.
//   node e2e/scripts/run-at-instants.mjs [pictures|journeys] [-- more playwright arguments]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const instants = [
  { clock: '2027-12-01T00:00:00Z', timezone: 'UTC', why: 'the 1st of a month, at midnight' },
  { clock: '2027-12-31T23:59:59Z', timezone: 'UTC', why: 'the 31st at 23:59:59 UTC, the last second of a year' },
  { clock: '2028-02-29T12:00:00Z', timezone: 'Pacific/Kiritimati', why: 'a leap day, already 1 March at UTC+14' },
  { clock: '2028-02-29T23:59:59Z', timezone: 'America/Los_Angeles', why: 'a leap day ending in UTC, its afternoon in Los Angeles' },
];

const appRoot = join(import.meta.dirname, '..', '..');
const separator = process.argv.indexOf('--');
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const extra = separator === -1 ? [] : process.argv.slice(separator + 1);
const kinds = own.length > 0 ? own : ['pictures', 'journeys'];
const specs = { pictures: 'e2e/pictures-', journeys: 'e2e/journey-' };

const results = [];
for (const kind of kinds) {
  if (!(kind in specs)) throw new Error(`Unknown kind ${kind}: pictures or journeys`);
  for (const { clock, timezone, why } of instants) {
    process.stdout.write(`\n== ${kind} at ${clock} in ${timezone} (${why})\n`);
    const env = { ...process.env, E2E_CLOCK: clock, E2E_TIMEZONE: timezone };
    // Each run fixes its own offset from the real time it starts at.
    delete env.E2E_CLOCK_OFFSET_MS;
    const run = spawnSync('npx', ['playwright', 'test', specs[kind], '--workers=2', '--reporter=list', ...extra], { cwd: appRoot, env, stdio: 'inherit' });
    results.push({ kind, clock, timezone, passed: run.status === 0 });
  }
}
process.stdout.write('\n');
for (const { kind, clock, timezone, passed } of results) process.stdout.write(`${passed ? 'passed' : 'FAILED'}  ${kind} at ${clock} in ${timezone}\n`);
process.exitCode = results.every((result) => result.passed) ? 0 : 1;
