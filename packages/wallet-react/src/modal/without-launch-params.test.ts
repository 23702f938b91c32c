import { describe, expect, it } from 'vitest';
import { withoutLaunchParams } from './without-launch-params.ts';

const initData = new URLSearchParams({ user: '{"id":123456789}', auth_date: '1700000000', hash: 'c0ffee' }).toString();
const launch = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.4', tgWebAppPlatform: 'ios' }).toString();

describe('withoutLaunchParams', () => {
  it("removes Telegram's launch parameters from the hash, and the hash when nothing else is left", () => {
    expect(withoutLaunchParams(`https://games.example.com/#${launch}`)).toBe('https://games.example.com/');
    expect(withoutLaunchParams(`https://games.example.com/play?level=3#${launch}`)).toBe('https://games.example.com/play?level=3');
  });

  it('keeps the other parameters of the hash and the query', () => {
    expect(withoutLaunchParams(`https://games.example.com/?tgWebAppStartParam=debug&lng=es#section=2&${launch}`)).toBe(
      'https://games.example.com/?lng=es#section=2',
    );
  });

  it('leaves an address without launch parameters exactly as it was', () => {
    for (const href of ['https://games.example.com/play?level=3#top', 'https://games.example.com/a%20b?q=%2F#x=1&y=%20']) {
      expect(withoutLaunchParams(href)).toBe(href);
    }
  });

  it('returns something that is not an absolute URL unchanged', () => {
    expect(withoutLaunchParams('/relative#tgWebAppVersion=8.4')).toBe('/relative#tgWebAppVersion=8.4');
  });
});
