import { settings, type IntegerSetting, type SettingName } from '@site/api/src/config/settings.ts';
import { describe, expect, it } from 'vitest';
import { fallbackPublicConfig } from './public-config.ts';

const at = (value: unknown, path: readonly string[]): unknown => path.reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);

describe('the fallback configuration', () => {
  it("says what a server on its defaults says of every setting the site sees (the server's declarations)", () => {
    const seen = (Object.keys(settings) as SettingName[]).flatMap((name) => {
      const setting = settings[name] as IntegerSetting;
      return setting.site === undefined ? [] : [[name, setting] as const];
    });
    expect(seen.length).toBeGreaterThan(0);
    const fallback = Object.fromEntries(seen.map(([name, setting]) => [name, at(fallbackPublicConfig, setting.site!.split('.'))]));
    expect(fallback).toEqual(Object.fromEntries(seen.map(([name, setting]) => [name, setting.default])));
  });
});
