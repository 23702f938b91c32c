import { describe, expect, it } from 'vitest';
import { fallbackPublicConfig } from './public-config.ts';
import { signInWays } from './sign-in-ways.ts';

describe('signInWays', () => {
  it('lists the wallet and e-mail when the server cannot be asked', () => {
    expect(signInWays(fallbackPublicConfig)).toEqual(['/wallet-login', '/email-login']);
  });

  it('lists every way the server enables, the wallet first, and nothing it disables', () => {
    const all = { ...fallbackPublicConfig, signIn: { email: true, wallet: true, telegram: { enabled: true, botUsername: 'bot' }, google: true, apple: true, appleIos: true, passkeyRpId: 'localhost' } };
    expect(signInWays(all)).toEqual(['/wallet-login', '/email-login', '/telegram-login', '/google-login', '/apple-login', '/apple-ios-login']);
    const some = { ...all, signIn: { ...all.signIn, email: false, telegram: { enabled: false, botUsername: null }, appleIos: false } };
    expect(signInWays(some)).toEqual(['/wallet-login', '/google-login', '/apple-login']);
  });

  it('offers no wallet inside a Telegram mini app', () => {
    expect(signInWays(fallbackPublicConfig, { miniApp: true })).toEqual(['/email-login']);
  });
});
