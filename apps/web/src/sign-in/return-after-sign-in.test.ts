import { describe, expect, it } from 'vitest';
import { isSignInStep, returnPathFrom, safeReturnPath } from './return-after-sign-in.ts';

const origin = 'https://games.example';
// The clock is the test's.
const now = Date.parse('2030-01-15T12:00:00Z');
const kept = (path: unknown, at: unknown = now - 60_000): string => JSON.stringify({ path, at });

describe('safeReturnPath', () => {
  it('keeps a path of the site with its query and fragment', () => {
    expect(safeReturnPath('/games/levels?level=3', origin)).toBe('/games/levels?level=3');
    expect(safeReturnPath('/news/42#top', origin)).toBe('/news/42#top');
    expect(safeReturnPath('/', origin)).toBe('/');
  });

  it('refuses another origin, a scheme, a protocol-relative or backslashed path, and anything not text', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', '/%2Fevil.example', '/%5Cevil', '/%252F%252Fevil', 'javascript:alert(1)', 'games/levels', '', ' /profile', 42, null, undefined, { path: '/' }]) {
      expect(safeReturnPath(value, origin), `${typeof value} ${JSON.stringify(value) as string | undefined}`).toBeNull();
    }
    expect(safeReturnPath(`/${'a'.repeat(3000)}`, origin)).toBeNull();
  });

  it('never goes back to a sign-in step', () => {
    for (const value of ['/login', '/email-register?token=abc', '/logout', '/second-factor', '/login/']) expect(safeReturnPath(value, origin), value).toBeNull();
    expect(isSignInStep('/games/levels')).toBe(false);
  });
});

describe('returnPathFrom', () => {
  it('answers a fresh, safe path once kept', () => {
    expect(returnPathFrom(kept('/games/levels'), origin, now)).toBe('/games/levels');
  });

  it('forgets a path kept more than a day ago, or in the future, or malformed', () => {
    expect(returnPathFrom(kept('/games/levels', now - 25 * 3600_000), origin, now)).toBeNull();
    expect(returnPathFrom(kept('/games/levels', now + 60_000), origin, now)).toBeNull();
    expect(returnPathFrom(kept('/games/levels', 'yesterday'), origin, now)).toBeNull();
    expect(returnPathFrom(kept('https://evil.example/'), origin, now)).toBeNull();
    for (const raw of [null, '', 'not json', '"a string"', 'null', '[1,2]']) expect(returnPathFrom(raw, origin, now), String(raw)).toBeNull();
  });
});
