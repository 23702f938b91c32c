#!/usr/bin/env node
// Adds up the JSON reports that Vitest and Playwright leave in each workspace's test-results/
// and prints one closing line: "tests: N passed, N failed, N skipped". Exits non-zero when a test
// failed or when no test ran at all. `--root DIR` reads another checkout (used by its tests).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Totals of every Vitest (`numPassedTests`…) and Playwright (`stats`) JSON report under `root`. */
export function sumTestReports(root) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const group of ['packages', 'apps', 'tooling']) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const workspace of readdirSync(groupDir)) {
      const resultsDir = join(groupDir, workspace, 'test-results');
      if (!existsSync(resultsDir)) continue;
      for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
        const report = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
        if (typeof report.numPassedTests === 'number') {
          totals.passed += report.numPassedTests;
          totals.failed += report.numFailedTests;
          totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
        } else if (report.stats) {
          totals.passed += report.stats.expected + report.stats.flaky;
          totals.failed += report.stats.unexpected;
          totals.skipped += report.stats.skipped;
        }
      }
    }
  }
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag === -1 ? fileURLToPath(new URL('../..', import.meta.url)) : process.argv[rootFlag + 1];
  const totals = sumTestReports(root);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  if (totals.failed > 0 || totals.passed === 0) process.exit(1);
}
