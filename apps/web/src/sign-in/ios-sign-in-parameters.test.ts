import { describe, expect, it } from 'vitest';
import { readHandoffCode, readIosSignInParameters, safeHandoffUrl } from './ios-sign-in-parameters.ts';

const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIwMDAxIn0.c2lnbmF0dXJl';

describe('readIosSignInParameters', () => {
  it('reads the token, the nonce and the name from the fragment', () => {
    expect(readIosSignInParameters(`#identityToken=${token}&nonce=n-1&displayName=%20Ana%20`)).toEqual({
      ok: true,
      parameters: { identityToken: token, nonce: 'n-1', displayName: 'Ana' },
    });
    expect(readIosSignInParameters(`#identityToken=${token}`)).toEqual({ ok: true, parameters: { identityToken: token } });
  });

  it('says when the token is missing or is not a JWT', () => {
    expect(readIosSignInParameters('')).toEqual({ ok: false, problem: 'missing' });
    expect(readIosSignInParameters('#nonce=abc')).toEqual({ ok: false, problem: 'missing' });
    expect(readIosSignInParameters('#identityToken=not-a-token')).toEqual({ ok: false, problem: 'malformed' });
    expect(readIosSignInParameters(`#identityToken=${token}&nonce=${'n'.repeat(257)}`)).toEqual({ ok: false, problem: 'malformed' });
  });
});

describe('readHandoffCode', () => {
  it('accepts a single-use code and nothing else', () => {
    expect(readHandoffCode(new URLSearchParams('code=abcdefghijklmnopqrstuvwxyz_-0123'))).toBe('abcdefghijklmnopqrstuvwxyz_-0123');
    expect(readHandoffCode(new URLSearchParams('code=short'))).toBeNull();
    expect(readHandoffCode(new URLSearchParams('code=abcdefghijklmnopqrstuvwxyz<0123'))).toBeNull();
    expect(readHandoffCode(new URLSearchParams(''))).toBeNull();
  });
});

describe('safeHandoffUrl', () => {
  it("opens the app's URL scheme, never a script", () => {
    expect(safeHandoffUrl('coregames://signed-in?code=abc')).toBe('coregames://signed-in?code=abc');
    expect(safeHandoffUrl('javascript:alert(1)')).toBeNull();
    expect(safeHandoffUrl('data:text/html,hi')).toBeNull();
    expect(safeHandoffUrl('not a url')).toBeNull();
  });
});
