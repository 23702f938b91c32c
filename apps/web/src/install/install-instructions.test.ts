import { getDevice } from '@site/wallet-core';
import { describe, expect, it } from 'vitest';
import { installPlatformFor, installSteps } from './install-instructions.ts';

const userAgents = {
  'ios-safari': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'ios-other': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  'android-chromium': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'android-firefox': 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  'android-samsung': 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  'macos-safari': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'desktop-chromium': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  'desktop-firefox': 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  other: 'curl/8.8.0',
} as const;

describe('installPlatformFor', () => {
  for (const [platform, userAgent] of Object.entries(userAgents)) {
    it(`explains ${platform} for ${userAgent.slice(0, 60)}…`, () => {
      expect(installPlatformFor(getDevice(userAgent))).toBe(platform);
    });
  }

  it('treats other iOS browsers, an iPad and Chrome on a Mac or a Chromebook by their own way', () => {
    expect(installPlatformFor(getDevice('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15'))).toBe('ios-other');
    expect(installPlatformFor({ type: 'tablet', os: { name: 'iOS' }, browser: { name: 'Safari', version: '17.5' } })).toBe('ios-safari');
    expect(installPlatformFor(getDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'))).toBe('desktop-chromium');
    expect(installPlatformFor(getDevice('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'))).toBe('desktop-chromium');
    expect(installPlatformFor({ type: null, os: null, browser: null })).toBe('other');
  });

  it('has steps for every platform', () => {
    for (const platform of Object.keys(userAgents) as (keyof typeof userAgents)[]) expect(installSteps[platform].length).toBeGreaterThan(0);
  });
});
