import type { PublicConfigView } from '@site/api-contract';

/**
 * The pages of the sign-in ways the server has enabled, the wallet first. Inside a Telegram mini
 * app (`miniApp`) there is no wallet: Telegram allows mini apps no EVM wallet.
 */
export function signInWays(config: PublicConfigView, { miniApp = false }: { miniApp?: boolean } = {}): string[] {
  const { signIn } = config;
  const ways: [enabled: boolean, path: string][] = [
    [signIn.wallet && !miniApp, '/wallet-login'],
    [signIn.email, '/email-login'],
    [signIn.telegram.enabled, '/telegram-login'],
    [signIn.google, '/google-login'],
    [signIn.apple, '/apple-login'],
    [signIn.appleIos, '/apple-ios-login'],
  ];
  return ways.filter(([enabled]) => enabled).map(([, path]) => path);
}
