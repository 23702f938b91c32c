import { describe, expect, it } from 'vitest';
import { storedLaunchParamsKey } from '../telegram/read-launch-context.ts';
import { markEarlyScheme, type EarlySchemeWindow } from './early-scheme.ts';

interface PageState {
  hash?: string;
  stored?: string;
  session?: Record<string, string>;
  systemLight?: boolean;
  storageThrows?: boolean;
}

/** The scheme `markEarlyScheme` puts on `<html>` for a page in this state (null: it leaves the default). */
function earlyScheme({ hash = '', stored, session = {}, systemLight = false, storageThrows = false }: PageState): string | null {
  const attributes = new Map<string, string>();
  const storage = (entries: Record<string, string>): Storage =>
    ({
      getItem: (key: string) => {
        if (storageThrows) throw new DOMException('The operation is insecure.', 'SecurityError');
        return entries[key] ?? null;
      },
    }) as Storage;
  const style = {} as CSSStyleDeclaration;
  const page: EarlySchemeWindow = {
    location: { hash } as Location,
    localStorage: storage(stored === undefined ? {} : { 'site.appearance': stored }),
    sessionStorage: storage(session),
    matchMedia: (query: string) => ({ matches: systemLight && query === '(prefers-color-scheme: light)' }) as MediaQueryList,
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value), style } },
  };
  markEarlyScheme(page);
  expect(style.colorScheme, 'the colour scheme matches the attribute').toBe(attributes.get('data-appearance'));
  return attributes.get('data-appearance') ?? null;
}

describe('markEarlyScheme', () => {
  it('follows a light system, and leaves the dark default to a dark one', () => {
    expect(earlyScheme({ systemLight: true })).toBe('light');
    expect(earlyScheme({ systemLight: false })).toBeNull();
  });

  it("lets the visitor's stored choice win over the system", () => {
    expect(earlyScheme({ systemLight: true, stored: 'dark' })).toBe('dark');
    expect(earlyScheme({ systemLight: false, stored: 'light' })).toBe('light');
    expect(earlyScheme({ systemLight: true, stored: 'auto' })).toBe('light');
  });

  it('ignores a stored value it does not know', () => {
    expect(earlyScheme({ stored: 'sepia' })).toBeNull();
    expect(earlyScheme({ stored: 'LIGHT' })).toBeNull();
  });

  it("inside Telegram keeps the default for Telegram's theme, but not over a stored choice", () => {
    expect(earlyScheme({ systemLight: true, hash: '#tgWebAppPlatform=ios' })).toBeNull();
    expect(earlyScheme({ systemLight: true, session: { [storedLaunchParamsKey]: 'tgWebAppPlatform=ios' } })).toBeNull();
    expect(earlyScheme({ hash: '#tgWebAppPlatform=ios', stored: 'light' })).toBe('light');
  });

  it('still follows the system when storage is blocked', () => {
    expect(earlyScheme({ systemLight: true, storageThrows: true })).toBe('light');
  });
});
