import { describe, expect, it } from 'vitest';
import { fallbackPublicConfig } from './public-config.ts';
import { accountCreationPath, enabledSignInWays, signInWays, signInWaysPhrase, type SignInWay } from './sign-in-ways.ts';

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

describe('accountCreationPath', () => {
  it('is the e-mail sign-up form when the server takes e-mail, else /login, where every way makes an account', () => {
    expect(accountCreationPath(fallbackPublicConfig)).toBe('/email-register');
    expect(accountCreationPath({ ...fallbackPublicConfig, signIn: { ...fallbackPublicConfig.signIn, email: false } })).toBe('/login');
  });
});

describe('signInWaysPhrase', () => {
  const english: Record<SignInWay, string> = { wallet: 'a wallet', email: 'e-mail', telegram: 'Telegram', google: 'Google', apple: 'Apple', appleIos: 'Apple' };
  const spanish: Record<SignInWay, string> = { ...english, wallet: 'una billetera', email: 'correo electrónico' };

  it('names only the ways the server enables, in the language', () => {
    const ways = enabledSignInWays(fallbackPublicConfig);
    expect(signInWaysPhrase(ways, 'en', (way) => english[way])).toBe('a wallet or e-mail');
    expect(signInWaysPhrase(ways, 'es', (way) => spanish[way])).toBe('una billetera o correo electrónico');
    expect(signInWaysPhrase(ways, 'en', (way) => english[way], ['wallet'])).toBe('e-mail');
  });

  it('names Apple once, and nothing when no way is left', () => {
    const all = { ...fallbackPublicConfig, signIn: { email: true, wallet: true, telegram: { enabled: true, botUsername: 'bot' }, google: true, apple: true, appleIos: true, passkeyRpId: null } };
    expect(signInWaysPhrase(enabledSignInWays(all), 'en', (way) => english[way], ['wallet'])).toBe('e-mail, Telegram, Google, or Apple');
    const walletOnly = { ...fallbackPublicConfig, signIn: { ...fallbackPublicConfig.signIn, email: false } };
    expect(signInWaysPhrase(enabledSignInWays(walletOnly), 'en', (way) => english[way], ['wallet'])).toBeNull();
  });
});
