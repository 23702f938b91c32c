import type { Config, OidcClientConfig } from '../../config/config.ts';

export type OidcProviderName = 'google' | 'apple';

/** A provider as configured here: its client, what we ask for, and where it sends the browser back. */
export interface OidcProviderSetup {
  name: OidcProviderName;
  client: OidcClientConfig;
  scope: string;
  redirectUri: string;
}

/**
 * Google: `openid email profile`, so the account starts with the person's name and is labelled by
 * their e-mail. Apple: `openid` only. Apple answers a request for `name` or `email` only with
 * `response_mode=form_post`, a cross-site POST that would not carry the SameSite=Lax session
 * cookie a link needs and that our GET callback does not take; with `openid` alone it redirects
 * with the code in the query like Google, and the account is labelled by Apple's stable `sub`.
 */
const scopes: Record<OidcProviderName, string> = { google: 'openid email profile', apple: 'openid' };

/** The provider's setup, or null when the configuration does not enable it. */
export function oidcProviderSetup(config: Config, name: OidcProviderName): OidcProviderSetup | null {
  const client = config[name];
  if (!client) return null;
  return { name, client, scope: scopes[name], redirectUri: `${config.publicOrigin}/api/auth/oidc/${name}/callback` };
}
