import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path.ts';

describe('isSitePath', () => {
  it('takes a path of the site, with its query and fragment', () => {
    for (const value of ['/', '/games/levels', '/games/levels?level=3', '/news/42#top', '/search?q=a%20b']) expect(isSitePath(value), value).toBe(true);
  });

  it('refuses another origin in every spelling, plain or percent-encoded', () => {
    const refused = [
      'https://evil',
      'https://evil.example/x',
      '//evil.example',
      '///evil.example',
      '/\\evil',
      '\\\\evil',
      '/%2Fevil.example',
      '/%2fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil',
      '/%5cevil',
      '/%252Fevil.example',
      '/%25252F%25252Fevil.example',
      '/games/%5C..',
      'javascript:alert(1)',
      'games/levels',
      '',
      ' /profile',
      '/pro file',
      '/\tevil',
      '/%09/evil',
      '/%0d%0aSet-Cookie:x',
      '/%E0%A4%A',
      `/${'a'.repeat(3000)}`,
    ];
    for (const value of refused) expect(isSitePath(value), value).toBe(false);
    for (const value of [42, null, undefined, { path: '/' }]) expect(isSitePath(value)).toBe(false);
  });
});
