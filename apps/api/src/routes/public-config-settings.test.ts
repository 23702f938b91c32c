import { PublicConfigView } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { settings, type IntegerSetting, type SettingName } from '../config/settings.ts';
import { startTestServer } from '../test-support/test-server.ts';

// The settings the site sees (`site` in src/config/settings.ts) against `/api/config` and its
// contract schema. These sections of the answer are settings alone, every field of them declared.
const settingSections = ['stamina', 'economy', 'runs', 'invites'];

const seen = (Object.keys(settings) as SettingName[]).flatMap((name) => {
  const setting = settings[name] as IntegerSetting;
  return setting.site === undefined ? [] : [{ name, setting, path: setting.site.split('.') }];
});

/** A value other than the default, within the bounds (a run's cost stays below the max). */
const otherThanDefault = (setting: IntegerSetting) => (setting.default + 1 <= setting.max ? setting.default + 1 : setting.default - 1);

const at = (value: unknown, path: readonly string[]): unknown => path.reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);

interface SchemaNode {
  type?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, SchemaNode>;
}
const schemaAt = (path: readonly string[]): SchemaNode | undefined =>
  path.reduce<SchemaNode | undefined>((node, key) => node?.properties?.[key], PublicConfigView as SchemaNode);

describe('the settings the site sees', () => {
  it('are served at /api/config as configured, each at its declared place', async () => {
    const server = await startTestServer(Object.fromEntries(seen.map(({ name, setting }) => [name, String(otherThanDefault(setting))])));
    const answer = await server.client().api.call('publicConfig');
    expect(Object.fromEntries(seen.map(({ name, path }) => [name, at(answer, path)]))).toEqual(Object.fromEntries(seen.map(({ name, setting }) => [name, otherThanDefault(setting)])));
    const declaredPaths = seen.map(({ path }) => path.join('.'));
    const served = settingSections.flatMap((section) => Object.keys(answer[section as keyof typeof answer] as object).map((field) => `${section}.${field}`));
    expect(served.filter((path) => !declaredPaths.includes(path))).toEqual([]);
  });

  it("are integers in the contract's schema of /api/config, with the declared bounds where it states any", () => {
    for (const { name, setting, path } of seen) {
      const node = schemaAt(path);
      expect(node?.type, name).toBe('integer');
      if (node?.minimum !== undefined) expect(node.minimum, `${name}'s minimum`).toBe(setting.min);
      if (node?.maximum !== undefined) expect(node.maximum, `${name}'s maximum`).toBe(setting.max);
    }
  });
});
