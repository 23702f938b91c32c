import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settings, variablesOf, type Setting, type SettingName } from './settings.ts';
import { devPassThroughEnv, settingsTable, withTable } from './settings-table.ts';
import { configProblems as problemsOf } from '../test-support/config-problems.ts';

// The settings are declared once (settings.ts); what is written from them must be current, and
// every variable the readers name must be declared. `pnpm --filter @site/api settings:write` mends
// the first two.
const root = join(import.meta.dirname, '..', '..', '..', '..');
const names = Object.keys(settings) as SettingName[];
const declared = (kind: Setting['kind']) => names.filter((name) => settings[name].kind === kind);

/** turbo.json's `dev` task's passThroughEnv: what `npm start` passes to the server and the site. */
function devTaskPassThrough(): string[] {
  const turbo = JSON.parse(readFileSync(join(root, 'turbo.json'), 'utf8')) as { tasks: { dev: { passThroughEnv: string[] } } };
  return turbo.tasks.dev.passThroughEnv;
}


describe('the settings, declared once', () => {
  it("are docs/api/settings.md's table (run `pnpm --filter @site/api settings:write` after a change)", () => {
    const page = readFileSync(join(root, 'docs', 'api', 'settings.md'), 'utf8');
    expect(withTable(page, settingsTable())).toBe(page);
  });

  it("are what turbo.json's dev task passes through, so `npm start` honours each (run settings:write after a change)", () => {
    expect(devTaskPassThrough()).toEqual(devPassThroughEnv());
  });

  it("are passed with the site's own variables, API_URL and every VITE_ setting it reads, so `npm start` honours those too", () => {
    const declaredBySite = readFileSync(join(root, 'apps', 'web', 'src', 'vite-env.d.ts'), 'utf8');
    const siteVariables = ['API_URL', ...[...declaredBySite.matchAll(/\b(VITE_[A-Z0-9_]+)\??:/g)].map((match) => match[1] ?? '')];
    expect(siteVariables).toContain('VITE_TELEGRAM_APP_URL');
    const passed = devTaskPassThrough();
    const passes = (name: string): boolean => passed.some((entry) => (entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) : entry === name));
    expect(siteVariables.filter((name) => !passes(name))).toEqual([]);
  });

  it('name every variable the readers of src/config and src/dev read', () => {
    const variables = new Set(names.flatMap(variablesOf));
    const readers = ['config', 'dev'].flatMap((folder) =>
      readdirSync(join(import.meta.dirname, '..', folder))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('settings'))
        .map((file) => readFileSync(join(import.meta.dirname, '..', folder, file), 'utf8')),
    );
    const named = readers.flatMap((source) => [...source.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'|\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1] ?? match[2] ?? ''));
    expect(named.filter((name) => !variables.has(name))).toEqual([]);
  });

  it('read every integer within its declared bounds and every boolean as true or false, naming the variable', () => {
    for (const name of declared('integer')) expect(settings[name]).toSatisfy((setting: Setting) => setting.kind === 'integer' && setting.min <= setting.default && setting.default <= setting.max);
    const tooBig = Object.fromEntries(declared('integer').map((name) => [name, String((settings[name] as { max: number }).max + 1)]));
    const problems = problemsOf({ ...tooBig, ...Object.fromEntries(declared('boolean').map((name) => [name, 'maybe'])) });
    for (const name of declared('integer')) expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${name}: must be a whole number from`)));
    for (const name of declared('boolean')) expect(problems).toContainEqual(`${name}: must be true or false (got "maybe")`);
  });
});
