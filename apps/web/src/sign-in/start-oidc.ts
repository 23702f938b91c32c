import { api } from '../api/api.ts';

export type OidcProvider = 'google' | 'apple';

/**
 * Asks the server where to send the browser for the provider's sign-in (it keeps the PKCE
 * verifier, state, nonce and the page to come back to) and goes there; the provider returns
 * through the server's callback, which sends the browser on to `returnTo` (else /profile).
 */
export async function startOidc(provider: OidcProvider, intent: 'signin' | 'link', returnTo: string | null): Promise<void> {
  const { authorizationUrl } = await api.call('oidcStart', { params: { provider }, body: { intent, ...(returnTo === null ? {} : { returnTo }) } });
  const url = new URL(authorizationUrl);
  // Only ever a web page: a contract that allows any URI must not become a javascript: link.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The server gave a sign-in address that is not a web page (${url.protocol}).`);
  window.location.assign(url.href);
}
