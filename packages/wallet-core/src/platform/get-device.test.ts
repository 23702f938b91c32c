import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDevice } from './get-device.ts';
import { userAgents } from './test-user-agents.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getDevice', () => {
  it.each([
    ['desktop Chrome on Windows', userAgents.chromeWindows, 'desktop', 'Windows', 'Chrome'],
    ['desktop Edge on Windows', userAgents.edgeWindows, 'desktop', 'Windows', 'Microsoft Edge'],
    ['desktop Firefox on Linux', userAgents.firefoxLinux, 'desktop', 'Linux', 'Firefox'],
    ['desktop Chromium on Linux', userAgents.chromiumLinux, 'desktop', 'Linux', 'Chromium'],
    ['Safari on macOS', userAgents.safariMac, 'desktop', 'macOS', 'Safari'],
    ['Safari on iPhone', userAgents.safariIPhone, 'mobile', 'iOS', 'Safari'],
    ['Chrome on Android', userAgents.chromeAndroid, 'mobile', 'Android', 'Chrome'],
    ['Safari on iPad', userAgents.safariIPad, 'tablet', 'iOS', 'Safari'],
    ["Telegram's webview on Android", userAgents.telegramAndroid, 'mobile', 'Android', 'Chrome'],
    ["Telegram's webview on iPhone", userAgents.telegramIPhone, 'mobile', 'iOS', 'Safari'],
  ])('reads %s', (_name, userAgent, type, os, browser) => {
    const device = getDevice(userAgent);
    expect(device.type).toBe(type);
    expect(device.os?.name).toBe(os);
    expect(device.browser?.name).toBe(browser);
  });

  it('keeps the versions bowser reads', () => {
    expect(getDevice(userAgents.safariIPhone)).toEqual({
      type: 'mobile',
      os: { name: 'iOS', version: '17.4' },
      browser: { name: 'Safari', version: '17.4' },
    });
  });

  it('leaves out a version the user agent does not carry', () => {
    expect(getDevice(userAgents.telegramIPhone).browser).toEqual({ name: 'Safari' });
  });

  it('gives no device type for crawlers and other non-device platforms', () => {
    expect(getDevice(userAgents.googlebot).type).toBeNull();
  });

  it('returns nulls for an empty or blank user agent instead of throwing', () => {
    const unknown = { type: null, os: null, browser: null };
    expect(getDevice('')).toEqual(unknown);
    expect(getDevice('   ')).toEqual(unknown);
  });

  it('returns nulls in Node, where there is no navigator', () => {
    vi.stubGlobal('navigator', undefined);
    expect(getDevice()).toEqual({ type: null, os: null, browser: null });
  });

  it('reads navigator.userAgent when called, not when imported', () => {
    vi.stubGlobal('navigator', { userAgent: userAgents.chromeAndroid });
    expect(getDevice().os?.name).toBe('Android');
    vi.stubGlobal('navigator', { userAgent: userAgents.edgeWindows });
    expect(getDevice().browser?.name).toBe('Microsoft Edge');
  });

  it('returns nulls when reading navigator throws', () => {
    vi.stubGlobal('navigator', {
      get userAgent(): string {
        throw new Error('blocked');
      },
    });
    expect(getDevice()).toEqual({ type: null, os: null, browser: null });
  });

  it('treats an iPad asking for the desktop site (macOS user agent with a touch screen) as an iOS tablet', () => {
    vi.stubGlobal('navigator', { userAgent: userAgents.safariMac, maxTouchPoints: 5 });
    expect(getDevice()).toMatchObject({ type: 'tablet', os: { name: 'iOS' }, browser: { name: 'Safari' } });
  });

  it('keeps a Mac without a touch screen a macOS desktop', () => {
    vi.stubGlobal('navigator', { userAgent: userAgents.safariMac, maxTouchPoints: 0 });
    expect(getDevice()).toMatchObject({ type: 'desktop', os: { name: 'macOS' } });
  });

  it('takes an explicit user agent at its word', () => {
    vi.stubGlobal('navigator', { userAgent: userAgents.chromeAndroid, maxTouchPoints: 5 });
    expect(getDevice(userAgents.safariMac)).toMatchObject({ type: 'desktop', os: { name: 'macOS' } });
  });
});
