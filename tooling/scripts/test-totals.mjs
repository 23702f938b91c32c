#!/usr/bin/env node
// Adds up the JSON reports that Vitest and Playwright leave in each workspace's test-results/
// and prints one closing line: "tests: N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const totals = { passed: 0, failed: 0, skipped: 0 };

function add(report) {
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

for (const group of ['packages', 'apps', 'tooling']) {
  const groupDir = join(root, group);
  if (!existsSync(groupDir)) continue;
  for (const workspace of readdirSync(groupDir)) {
    const resultsDir = join(groupDir, workspace, 'test-results');
    if (!existsSync(resultsDir)) continue;
    for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
      add(JSON.parse(readFileSync(join(resultsDir, file), 'utf8')));
    }
  }
}

console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.failed > 0 || totals.passed === 0) process.exit(1);
