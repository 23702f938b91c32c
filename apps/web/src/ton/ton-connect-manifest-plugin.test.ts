import { describe, expect, it } from 'vitest';
import { siteOriginOf } from './ton-connect-manifest-plugin.ts';

describe('siteOriginOf (VITE_SITE_ORIGIN)', () => {
  it('takes an http(s) origin, a trailing slash allowed, in its normal form', () => {
    expect(siteOriginOf('https://example.com')).toBe('https://example.com');
    expect(siteOriginOf('https://Example.COM:443/')).toBe('https://example.com');
    expect(siteOriginOf('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173');
  });

  it('refuses a path, a query, a fragment, credentials and other schemes, saying what to give, instead of cutting them', () => {
    for (const given of ['https://example.com/site/', 'https://example.com/site', 'https://example.com?x=1', 'https://example.com#top', 'https://user@example.com', 'ftp://example.com', 'example.com', '']) {
      expect(() => siteOriginOf(given), given).toThrow(`VITE_SITE_ORIGIN must be an origin: http:// or https://, a host and an optional port, and nothing after it but a /, such as https://example.com (got ${JSON.stringify(given)}).`);
    }
  });
});
