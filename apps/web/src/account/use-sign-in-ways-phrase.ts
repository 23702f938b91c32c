import { useTranslation } from 'react-i18next';
import { useIsMiniApp } from '../telegram/mini-app.ts';
import { enabledSignInWays, signInWaysPhrase, type SignInWay } from './sign-in-ways.ts';
import { usePublicConfig } from './use-public-config.ts';

/**
 * The ways to sign in this server offers here, as a phrase in the page's language (`signInWays.*`
 * names them), leaving out `except`: what every text that names the ways says, so none promises a
 * way that is off. Null until the server has said, and when no way is left; null too while not
 * `wanted` (the phrase's list formatter is a page's first `Intl` formatter on `/`: see
 * wallet-ui.tsx).
 */
export function useSignInWaysPhrase(except: readonly SignInWay[] = [], wanted = true): string | null {
  const { t, i18n } = useTranslation();
  const config = usePublicConfig();
  const miniApp = useIsMiniApp();
  if (!wanted || config.status !== 'ready') return null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return signInWaysPhrase(enabledSignInWays(config.config, { miniApp }), language, (way) => t(`signInWays.${way}`), except);
}
