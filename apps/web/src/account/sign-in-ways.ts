import type { PublicConfigView } from '@site/api-contract';

/** Each way to sign in the server can enable, and its page. */
const wayPages = {
  wallet: '/wallet-login',
  email: '/email-login',
  telegram: '/telegram-login',
  google: '/google-login',
  apple: '/apple-login',
  appleIos: '/apple-ios-login',
} as const;
export type SignInWay = keyof typeof wayPages;

/**
 * The ways to sign in the server has enabled (`GET /api/config`), the wallet first: the one source
 * of every list of ways the site shows or names. Inside a Telegram mini app (`miniApp`) there is
 * no wallet: Telegram allows mini apps no EVM wallet.
 */
export function enabledSignInWays(config: PublicConfigView, { miniApp = false }: { miniApp?: boolean } = {}): SignInWay[] {
  const { signIn } = config;
  const enabled: Record<SignInWay, boolean> = {
    wallet: signIn.wallet && !miniApp,
    email: signIn.email,
    telegram: signIn.telegram.enabled,
    google: signIn.google,
    apple: signIn.apple,
    appleIos: signIn.appleIos,
  };
  return (Object.keys(wayPages) as SignInWay[]).filter((way) => enabled[way]);
}

/**
 * Where a new player creates an account: the e-mail form when the server takes e-mail sign-ups
 * (/login's own "Create an account"), else /login, whose every way makes the account at its first
 * sign-in.
 */
export function accountCreationPath(config: PublicConfigView): '/email-register' | '/login' {
  return config.signIn.email ? '/email-register' : '/login';
}

/** The pages of the sign-in ways the server has enabled, the wallet first. */
export function signInWays(config: PublicConfigView, options: { miniApp?: boolean } = {}): string[] {
  return enabledSignInWays(config, options).map((way) => wayPages[way]);
}

/**
 * The enabled ways as one phrase in `language` ("e-mail or a wallet"), each way named by `name`
 * and named once (Apple on the web and in the iOS app are one name), leaving out `except`; null
 * when none is left.
 */
export function signInWaysPhrase(ways: readonly SignInWay[], language: string, name: (way: SignInWay) => string, except: readonly SignInWay[] = []): string | null {
  const names = [...new Set(ways.filter((way) => !except.includes(way)).map(name))];
  return names.length === 0 ? null : new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
}
