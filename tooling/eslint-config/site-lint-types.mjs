#!/usr/bin/env node
// The type-aware half of every workspace's `lint` (README.md, "Why two linters"): oxlint with
// tsgolint runs typescript-eslint's `strictTypeChecked` rules on the folder it is started in.
// Arguments pass through to oxlint (`--ignore-pattern`, say). Exits as oxlint does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { ignores } from './index.js';
import { relaxedInTestHelpers, strictTypeAwareRules, untypedFiles } from './type-aware-rules.js';

const here = import.meta.dirname;
const rules = strictTypeAwareRules();
const named = (entries) => Object.fromEntries(entries.map(([rule, setting]) => [`typescript/${rule}`, setting]));
const config = {
  plugins: ['typescript'],
  // Only the rules above: ESLint runs every rule that needs no types (index.js).
  categories: Object.fromEntries(['correctness', 'suspicious', 'pedantic', 'perf', 'style', 'restriction', 'nursery'].map((category) => [category, 'off'])),
  rules: named(Object.entries(rules)),
  ignorePatterns: ignores.ignores,
  overrides: [
    { files: ['**/test/**'], rules: named(relaxedInTestHelpers.map((rule) => [rule, 'off'])) },
    { files: untypedFiles, rules: named(Object.keys(rules).map((rule) => [rule, 'off'])) },
  ],
};

const folder = mkdtempSync(join(tmpdir(), 'site-lint-types-'));
try {
  const configPath = join(folder, '.oxlintrc.json');
  writeFileSync(configPath, JSON.stringify(config));
  const oxlint = join(dirname(createRequire(import.meta.url).resolve('oxlint/package.json')), 'bin', 'oxlint');
  const { status, error } = spawnSync(process.execPath, [oxlint, '--type-aware', '--deny-warnings', '-c', configPath, ...process.argv.slice(2), '.'], {
    stdio: 'inherit',
    // oxlint starts tsgolint from the PATH: this package's own.
    env: { ...process.env, PATH: [join(here, 'node_modules', '.bin'), process.env.PATH].join(delimiter) },
  });
  if (error) throw error;
  process.exitCode = status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
