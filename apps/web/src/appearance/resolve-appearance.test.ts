import { describe, expect, it } from 'vitest';
import { defaultAppearance, effectiveScheme, isAppearancePreference, platformStyleFor, systemScheme } from './resolve-appearance.ts';

describe('appearance', () => {
  it('is dark and tdesktop without the SDK', () => {
    expect(defaultAppearance).toEqual({ scheme: 'dark', platform: 'tdesktop' });
  });

  it('maps iOS and macOS to ios and every other platform to base', () => {
    expect(platformStyleFor('ios')).toBe('ios');
    expect(platformStyleFor('macos')).toBe('ios');
    for (const platform of ['android', 'tdesktop', 'weba', 'web', 'unknown']) expect(platformStyleFor(platform)).toBe('base');
  });

  it('outside Telegram follows the system, and is dark when the system states no preference', () => {
    expect(systemScheme((query) => query === '(prefers-color-scheme: light)')).toBe('light');
    expect(systemScheme((query) => query === '(prefers-color-scheme: dark)')).toBe('dark');
    expect(systemScheme(() => false)).toBe('dark');
  });

  it('lets an explicit preference win', () => {
    expect(effectiveScheme('auto', 'light')).toBe('light');
    expect(effectiveScheme('dark', 'light')).toBe('dark');
    expect(effectiveScheme('light', 'dark')).toBe('light');
  });

  it('recognises stored preferences', () => {
    expect(isAppearancePreference('auto')).toBe(true);
    expect(isAppearancePreference('blue')).toBe(false);
    expect(isAppearancePreference(null)).toBe(false);
  });
});
