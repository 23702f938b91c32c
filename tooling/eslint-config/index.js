// Shared flat config: typescript-eslint's strict rules that need no types, for every package and app
// (the ones that need types: site-lint-types.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const ignores = {
  // .data is the embedded database and stored files of `npm start` (git ignores it too).
  // tsup.config.bundled_*.mjs is tsup's own compiled config, there only while a build runs beside the lint.
  ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/test-results/**', '**/artifacts/**', '**/.data/**', '**/tsup.config.bundled_*'],
};

/**
 * Whether the package in `dir` has React among its dependencies of any kind: only its code can
 * hold components and hooks. The React hooks rules read every function of every file they are
 * given (TIMING=1, 2026-12-02: 2.5 % of apps/api's lint, 3.9 % of wallet-core's, never a finding
 * there), so the packages without React skip them; they lose nothing they could report.
 */
function usesReact(dir) {
  const manifestPath = join(dir, 'package.json');
  if (!existsSync(manifestPath)) return false;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return ['dependencies', 'devDependencies', 'peerDependencies'].some((field) => manifest[field]?.react !== undefined);
}

/**
 * Vitest's test files get no type-aware rule (type-aware-rules.js): apps/api's 124 test files
 * alone cost 108 CPU seconds with them in typescript-eslint and 19 without (2026-12-02,
 * docs/architecture.md, "Where CI's time goes"). What the type-aware rules caught in a test, an
 * assertion that never runs, is caught without types: Vitest's own rules below (an
 * `expect.poll`, `expect.element`, `.resolves` or `.rejects` not awaited or returned, an `expect`
 * in a promise nobody waits for), and Vitest fails a test whose poll is not awaited and a run with
 * an unhandled rejection. TypeScript still checks the tests' types (typecheck), and the helpers
 * under test/ and test-support/ keep every rule.
 */
const vitestTestFiles = ['**/*.test.ts', '**/*.test.tsx'];
const vitestTestRules = {
  // expect(value, message) is Vitest's way to say what failed.
  'vitest/valid-expect': ['error', { maxArgs: 2 }],
  'vitest/require-awaited-expect-poll': 'error',
  'vitest/valid-expect-in-promise': 'error',
};

/**
 * Base config of the package in `packageDir`: every rule of typescript-eslint's `strictTypeChecked`
 * that needs no types. The ones that need types run in site-lint-types.mjs, on TypeScript 7
 * (README.md, "Why two linters"), so ESLint builds no TypeScript program.
 */
export function createConfig(packageDir) {
  return tseslint.config(
    ignores,
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    tseslint.configs.disableTypeChecked,
    {
      languageOptions: {
        globals: { ...globals.browser, ...globals.node },
        // Where typescript-eslint's parser resolves paths from; with two configs in one run (this
        // package lints ../scripts too) it will not guess.
        parserOptions: { tsconfigRootDir: packageDir },
      },
      // The plugin stays everywhere, so a rule named in a comment is always known.
      plugins: { 'react-hooks': reactHooks },
      rules: {
        ...(usesReact(packageDir) ? reactHooks.configs.recommended.rules : {}),
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'no-console': ['error', { allow: ['warn', 'error'] }],
        // Tests prove what importers get: a package is used through its entry, never its sources.
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/packages/*/src', '**/packages/*/src/**'],
                message: 'Import the package by its name (@site/…), which tests its public entry, not its sources by path.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
      rules: {
        '@typescript-eslint/no-non-null-assertion': 'off',
        '@typescript-eslint/no-empty-function': 'off',
      },
    },
    {
      files: vitestTestFiles,
      plugins: { vitest },
      rules: vitestTestRules,
    },
  );
}
