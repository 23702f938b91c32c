import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/test-totals.mjs', import.meta.url));
const roots: string[] = [];

function checkout(reports: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'totals-'));
  roots.push(root);
  for (const [path, report] of Object.entries(reports)) {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify(report));
  }
  return root;
}

function runTotals(root: string) {
  const { status, stdout } = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  const lines = stdout.trimEnd().split('\n');
  return { status, line: lines.at(-1), failures: lines.slice(0, -1) };
}

const vitestReport = (passed: number, failed = 0, skipped = 0) => ({ numPassedTests: passed, numFailedTests: failed, numPendingTests: skipped, numTodoTests: 0 });
const playwrightReport = (expected: number, unexpected = 0, flaky = 0) => ({ stats: { expected, unexpected, flaky, skipped: 1 } });

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('test-totals (the closing line of CI)', () => {
  it('adds Vitest and Playwright reports from every workspace', () => {
    const root = checkout({
      'packages/wallet-core/test-results/vitest.json': vitestReport(10, 0, 2),
      'tooling/testing/test-results/vitest.json': vitestReport(5),
      'apps/web/test-results/playwright.json': playwrightReport(7, 0, 1),
    });
    expect(runTotals(root)).toEqual({ status: 0, line: 'tests: 23 passed, 0 failed, 3 skipped', failures: [] });
  });

  it('fails when any test failed', () => {
    const root = checkout({ 'packages/a/test-results/vitest.json': vitestReport(3, 1), 'apps/web/test-results/playwright.json': playwrightReport(2, 1) });
    expect(runTotals(root)).toMatchObject({ status: 1, line: 'tests: 5 passed, 2 failed, 1 skipped' });
  });

  it('fails when no test ran at all', () => {
    expect(runTotals(checkout({}))).toEqual({ status: 1, line: 'tests: 0 passed, 0 failed, 0 skipped', failures: [] });
  });

  it('names each failed test above the totals, with the first lines of its error and no colour codes', () => {
    const root = checkout({
      'apps/levels-game/test-results/vitest.json': {
        ...vitestReport(1, 1),
        testResults: [
          {
            name: '/ci/apps/levels-game/src/play/play.browser.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'Levels plays level 1', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 0 to be 1\u001b[39m\n\n    at play.browser.test.ts:40:5\n    at one\n    at two\n    at three'] },
              { fullName: 'Levels gives up', status: 'passed', failureMessages: [] },
            ],
          },
          { name: '/ci/apps/levels-game/src/broken.test.ts', status: 'failed', message: 'Failed to load ./missing.ts', assertionResults: [] },
        ],
      },
      'apps/web/test-results/playwright.json': {
        stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
        errors: [],
        suites: [
          {
            title: 'news.spec.ts',
            file: 'news.spec.ts',
            specs: [],
            suites: [
              {
                title: 'offline',
                specs: [
                  { title: 'reads news', file: 'news.spec.ts', line: 12, tests: [{ projectName: 'chromium', status: 'unexpected', results: [{ errors: [{ message: 'Error: timed out' }] }] }] },
                  { title: 'pages', file: 'news.spec.ts', line: 30, tests: [{ projectName: 'chromium', status: 'expected', results: [{ errors: [] }] }] },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(runTotals(root)).toEqual({
      status: 1,
      line: 'tests: 2 passed, 2 failed, 0 skipped',
      failures: [
        '✘ apps/levels-game src/play/play.browser.test.ts › Levels plays level 1',
        '    AssertionError: expected 0 to be 1',
        '        at play.browser.test.ts:40:5',
        '        at one',
        '        at two',
        '✘ apps/levels-game src/broken.test.ts',
        '    Failed to load ./missing.ts',
        '✘ apps/web news.spec.ts:12 [chromium] › offline › reads news',
        '    Error: timed out',
      ],
    });
  });
});
