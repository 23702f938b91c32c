import { api } from '../api/api.ts';

export type OidcProvider = 'google' | 'apple';

/**
 * Asks the server where to send the browser for the provider's sign-in (it keeps the PKCE
 * verifier, state and nonce) and goes there; the provider returns through the server's callback.
 */
export async function startOidc(provider: OidcProvider, intent: 'signin' | 'link'): Promise<void> {
  const { authorizationUrl } = await api.call('oidcStart', { params: { provider }, body: { intent } });
  const url = new URL(authorizationUrl);
  // Only ever a web page: a contract that allows any URI must not become a javascript: link.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The server gave a sign-in address that is not a web page (${url.protocol}).`);
  window.location.assign(url.href);
}
