/**
 * Whether this page can use the server's passkeys: `disabled` when the server has none (its
 * origins have no domain name), `unsupported` in a browser without WebAuthn, `other-host` when the
 * page is not on the passkeys' domain (the rpID) or under it (e.g. the site opened by its IP
 * address), else `usable`.
 */
export type PasskeyAvailability = 'usable' | 'disabled' | 'unsupported' | 'other-host';

export function passkeyAvailability(rpId: string | null, page: { hostname: string; hasWebAuthn: boolean }): PasskeyAvailability {
  if (rpId === null) return 'disabled';
  if (!page.hasWebAuthn) return 'unsupported';
  const host = page.hostname.toLowerCase();
  const id = rpId.toLowerCase();
  return host === id || host.endsWith(`.${id}`) ? 'usable' : 'other-host';
}

/** The same, for the page the visitor is on. */
export function passkeyAvailabilityHere(rpId: string | null): PasskeyAvailability {
  return passkeyAvailability(rpId, { hostname: window.location.hostname, hasWebAuthn: typeof window.PublicKeyCredential === 'function' });
}
