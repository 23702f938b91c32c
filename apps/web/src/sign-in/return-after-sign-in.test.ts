import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginReturningTo, pathAfterSignIn, rememberReturnAfterSignIn, sitePathOrNull } from './return-after-sign-in.ts';

/** The tab's sessionStorage, as a browser keeps it. */
function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return { getItem: (name) => values.get(name) ?? null, setItem: (name, value) => values.set(name, value), removeItem: (name) => values.delete(name) };
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', tabStorage());
  return () => vi.unstubAllGlobals();
});

describe('the page a sign-in returns to', () => {
  it('is the remembered path once, then the profile', () => {
    rememberReturnAfterSignIn('/games/levels?level=2');
    expect(pathAfterSignIn()).toBe('/games/levels?level=2');
    expect(pathAfterSignIn()).toBe('/profile');
  });

  it('is forgotten when /login is opened without one', () => {
    rememberReturnAfterSignIn('/games/levels');
    rememberReturnAfterSignIn(null);
    expect(pathAfterSignIn()).toBe('/profile');
  });

  it.each(['https://elsewhere.example/', '//elsewhere.example/x', '/\\elsewhere.example', 'games/levels', ''])('is never another site (%s)', (value) => {
    expect(sitePathOrNull(value)).toBeNull();
    rememberReturnAfterSignIn(value);
    expect(pathAfterSignIn()).toBe('/profile');
  });

  it('rides on /login as ?return=', () => {
    expect(loginReturningTo('/games/levels?level=2')).toBe('/login?return=%2Fgames%2Flevels%3Flevel%3D2');
  });
});
