// The type-aware rules every package is held to: typescript-eslint's `strictTypeChecked` ones,
// run by oxlint's tsgolint on TypeScript 7 (site-lint-types.mjs) instead of by ESLint on
// TypeScript 5.9 (README.md, "Why two linters").
import tseslint from 'typescript-eslint';

const PREFIX = '@typescript-eslint/';

/** Our settings of some of those rules, as ESLint spelled them before they moved. */
const ourSettings = {
  'restrict-template-expressions': ['error', { allowNumber: true }],
  // tsgolint reports an `async` callback with no `await` where the API takes either form and
  // the async one spares a `done` callback (Fastify's hooks); typescript-eslint did not. A
  // needless `async` costs a promise, never a bug.
  'require-await': 'off',
};

/** Rule name (without a prefix) → its setting, for every type-aware rule `strictTypeChecked` turns on. */
export function strictTypeAwareRules() {
  const settings = {};
  for (const config of tseslint.configs.strictTypeChecked) Object.assign(settings, config.rules ?? {});
  const rules = {};
  for (const [name, setting] of Object.entries(settings)) {
    if (!name.startsWith(PREFIX) || setting === 'off') continue;
    const rule = name.slice(PREFIX.length);
    if (tseslint.plugin.rules?.[rule]?.meta?.docs?.requiresTypeChecking !== true) continue;
    rules[rule] = ourSettings[rule] ?? setting;
  }
  return rules;
}

/** The rules test helpers (a `test/` folder) are spared: they handle values tests feed them. */
export const relaxedInTestHelpers = ['no-unsafe-assignment', 'no-unsafe-member-access', 'no-unsafe-call', 'require-await'];

/** Files no type-aware rule reads: Vitest's test files (index.js says why) and plain JavaScript. */
export const untypedFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'];
