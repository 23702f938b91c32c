import { describe, expect, it } from 'vitest';
import { isAllowedHostname } from './is-allowed-hostname.ts';
import { readLaunchContext } from './read-launch-context.ts';

const site = 'https://games.example.org/';

describe('readLaunchContext', () => {
  it('sees nothing in a plain browser', () => {
    expect(readLaunchContext(site, null)).toEqual({ hasTelegramLaunchParams: false, startParam: null, debug: false });
  });

  it('finds launch parameters in the hash and in session storage', () => {
    const hash = `${site}#tgWebAppVersion=8.4&tgWebAppPlatform=android&tgWebAppThemeParams=%7B%7D`;
    expect(readLaunchContext(hash, null).hasTelegramLaunchParams).toBe(true);
    const stored = JSON.stringify('tgWebAppVersion=8.4&tgWebAppPlatform=ios');
    expect(readLaunchContext(site, stored).hasTelegramLaunchParams).toBe(true);
  });

  it('needs both version and platform', () => {
    expect(readLaunchContext(`${site}#tgWebAppVersion=8.4`, null).hasTelegramLaunchParams).toBe(false);
  });

  it('reads the start parameter from each source and turns on debug mode for "debug"', () => {
    expect(readLaunchContext(`${site}?startapp=debug`, null)).toMatchObject({ startParam: 'debug', debug: true });
    expect(readLaunchContext(`${site}#tgWebAppStartParam=debug`, null).debug).toBe(true);
    const initData = encodeURIComponent('query_id=1&start_param=debug&hash=abc');
    expect(readLaunchContext(`${site}#tgWebAppData=${initData}`, null).debug).toBe(true);
    expect(readLaunchContext(`${site}?startapp=level-3`, null)).toMatchObject({ startParam: 'level-3', debug: false });
  });

  it('ignores invalid start parameters and corrupt session data', () => {
    expect(readLaunchContext(`${site}?startapp=${encodeURIComponent('<script>')}`, null).startParam).toBeNull();
    expect(readLaunchContext(site, '{not json').hasTelegramLaunchParams).toBe(false);
    expect(readLaunchContext(site, '42').hasTelegramLaunchParams).toBe(false);
  });
});

describe('isAllowedHostname', () => {
  it('matches exact names only, case-insensitively', () => {
    const allowed = ['localhost', 'games.example.org'];
    expect(isAllowedHostname('localhost', allowed)).toBe(true);
    expect(isAllowedHostname('Games.Example.org', allowed)).toBe(true);
    expect(isAllowedHostname('evil-games.example.org', allowed)).toBe(false);
    expect(isAllowedHostname('games.example.org.evil.test', allowed)).toBe(false);
  });
});
