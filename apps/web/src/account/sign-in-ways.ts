import type { PublicConfigView } from '@site/api-contract';

/** The pages of the sign-in ways the server has enabled, the wallet first. */
export function signInWays(config: PublicConfigView): string[] {
  const { signIn } = config;
  const ways: [enabled: boolean, path: string][] = [
    [signIn.wallet, '/wallet-login'],
    [signIn.email, '/email-login'],
    [signIn.telegram.enabled, '/telegram-login'],
    [signIn.google, '/google-login'],
    [signIn.apple, '/apple-login'],
    [signIn.appleIos, '/apple-ios-login'],
  ];
  return ways.filter(([enabled]) => enabled).map(([, path]) => path);
}
