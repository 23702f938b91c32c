#!/usr/bin/env node
// Adds up the JSON reports that Vitest and Playwright leave in each workspace's test-results/
// and prints one closing line: "tests: N passed, N failed, N skipped". Above it, each failed test
// with the first lines of its error, so the tail of a CI log says what failed without the rest.
// Exits non-zero when a test or a test file failed, or when no test ran at all. `--root DIR` reads another
// checkout (used by its tests).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const errorLinesShown = 4;

/** Every Vitest and Playwright JSON report under `root`, with the workspace it came from. */
function readReports(root) {
  const reports = [];
  for (const group of ['packages', 'apps', 'tooling']) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const workspace of readdirSync(groupDir)) {
      const resultsDir = join(groupDir, workspace, 'test-results');
      if (!existsSync(resultsDir)) continue;
      for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
        reports.push({ workspace: `${group}/${workspace}`, report: JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) });
      }
    }
  }
  return reports;
}

/** Totals of every Vitest (`numPassedTests`…) and Playwright (`stats`) JSON report under `root`. */
export function sumTestReports(root) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const { report } of readReports(root)) {
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
  return totals;
}

const firstLines = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, errorLinesShown);

function vitestFailures(workspace, report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const path = file.name?.includes(`/${workspace}/`) ? file.name.slice(file.name.indexOf(`/${workspace}/`) + workspace.length + 2) : file.name;
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push({ name: `${workspace} ${path} › ${test.fullName}`, lines: firstLines(test.failureMessages?.[0]) });
    // A file can fail with no failed test: an import error, or a hook that threw.
    if (failedTests.length === 0 && file.status === 'failed') failures.push({ name: `${workspace} ${path}`, lines: firstLines(file.message) });
  }
  return failures;
}

function playwrightFailures(workspace, report) {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.errors?.[0] ?? test.results?.at(-1)?.error;
        const project = test.projectName ? ` [${test.projectName}]` : '';
        failures.push({ name: `${workspace} ${spec.file}:${spec.line}${project} › ${[...titles, spec.title].join(' › ')}`, lines: firstLines(error?.message) });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const fileSuite of report.suites ?? []) visit(fileSuite, []);
  for (const error of report.errors ?? []) failures.push({ name: `${workspace} (outside any test)`, lines: firstLines(error.message) });
  return failures;
}

/** The failed tests of every report under `root`: where, which, and the first lines of the error. */
export function listFailures(root) {
  return readReports(root).flatMap(({ workspace, report }) =>
    typeof report.numPassedTests === 'number' ? vitestFailures(workspace, report) : report.stats ? playwrightFailures(workspace, report) : [],
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag === -1 ? fileURLToPath(new URL('../..', import.meta.url)) : process.argv[rootFlag + 1];
  const failures = listFailures(root);
  for (const failure of failures) {
    console.log(`✘ ${failure.name}`);
    for (const line of failure.lines) console.log(`    ${line}`);
  }
  const totals = sumTestReports(root);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  if (totals.failed > 0 || failures.length > 0 || totals.passed === 0) process.exit(1);
}
