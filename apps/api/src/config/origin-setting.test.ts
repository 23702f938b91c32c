import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';
import { originOf } from './origin-setting.ts';
import { configProblems as problemsOf } from '../test-support/config-problems.ts';


const mustBe = 'must be an origin: http:// or https://, a host and an optional port, and nothing after it (no path, query or fragment; a trailing / alone is fine), such as https://example.com';

describe('an origin setting', () => {
  it('is an http(s) scheme, a host and an optional port, a trailing slash alone allowed', () => {
    expect(originOf('https://example.com')).toBe('https://example.com');
    expect(originOf('https://example.com/')).toBe('https://example.com');
    expect(originOf('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173');
    expect(originOf('http://[::1]:8787/')).toBe('http://[::1]:8787');
    expect(originOf('HTTPS://Example.COM:443')).toBe('https://example.com');
  });

  it('is never a path, query, fragment, credentials or another scheme', () => {
    for (const given of ['https://example.com/site/', 'https://example.com/site', 'https://example.com//', 'https://example.com/./', 'https://example.com?', 'https://example.com/?a=1', 'https://example.com#top', 'https://user@example.com', 'https://example.com\\site', 'ftp://example.com', 'https:example.com', 'example.com', '']) {
      expect(originOf(given), given).toBeNull();
    }
  });
});

describe('PUBLIC_ORIGIN, EXTRA_ORIGINS and PLAY_ORIGIN', () => {
  it('are read as origins, the trailing slash and the case dropped', () => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'https://Example.com/', EXTRA_ORIGINS: 'https://www.example.com/, http://localhost:5173', PLAY_ORIGIN: 'https://play.example.com/' });
    expect(config.publicOrigin).toBe('https://example.com');
    // A browser's Origin header has no slash: an entry kept with one would never match it.
    expect(config.extraOrigins).toEqual(['https://www.example.com', 'http://localhost:5173']);
    expect(config.play.origin).toBe('https://play.example.com');
  });

  it('refuse a path, naming the setting, what was given and what to give, rather than cut it', () => {
    expect(problemsOf({ PUBLIC_ORIGIN: 'https://example.com/site/' })).toEqual([`PUBLIC_ORIGIN: ${mustBe} (got "https://example.com/site/"; give https://example.com: serving under a path is not supported)`]);
    expect(problemsOf({ PLAY_ORIGIN: 'https://play.example.com/games' })).toEqual([`PLAY_ORIGIN: ${mustBe} (got "https://play.example.com/games"; give https://play.example.com: serving under a path is not supported)`]);
    expect(problemsOf({ EXTRA_ORIGINS: 'https://www.example.com,https://example.org/site' })).toEqual([`EXTRA_ORIGINS: each entry ${mustBe} (got "https://example.org/site"; give https://example.org: serving under a path is not supported)`]);
  });

  it('refuse what is no origin at all, a query and credentials', () => {
    expect(problemsOf({ PUBLIC_ORIGIN: 'example.com' })).toEqual([`PUBLIC_ORIGIN: ${mustBe} (got "example.com")`]);
    expect(problemsOf({ PUBLIC_ORIGIN: 'https://example.com/?from=mail' })).toEqual([`PUBLIC_ORIGIN: ${mustBe} (got "https://example.com/?from=mail"; give https://example.com)`]);
    expect(problemsOf({ EXTRA_ORIGINS: 'games.example' })).toEqual([`EXTRA_ORIGINS: each entry ${mustBe} (got "games.example")`]);
    expect(problemsOf({ PLAY_ORIGIN: 'https://user:pass@play.example.com' })).toHaveLength(1);
  });
});
