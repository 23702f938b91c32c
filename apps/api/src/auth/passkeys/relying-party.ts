import { isIP } from 'node:net';
import type { Config } from '../../config/config.ts';

/** Who passkeys are made for (WebAuthn's Relying Party): the rpID, and the origins allowed to use it. */
export interface RelyingParty {
  /** The domain a passkey is bound to. */
  id: string;
  /** Shown by some browsers beside the passkey. */
  name: string;
  /** PUBLIC_ORIGIN and EXTRA_ORIGINS on the rpID or under it: where a ceremony may run. */
  origins: string[];
}

const RP_NAME = 'Core Games';

/**
 * From PUBLIC_ORIGIN and EXTRA_ORIGINS: the rpID is PUBLIC_ORIGIN's host name; when that is an IP
 * address (WebAuthn needs a domain name: the development default `http://127.0.0.1:5173`), the
 * host name of the first EXTRA_ORIGINS entry that is one (`http://localhost:5173`). Null when none
 * is: passkeys are off.
 */
export function relyingPartyFor(config: Pick<Config, 'publicOrigin' | 'extraOrigins'>): RelyingParty | null {
  const origins = [config.publicOrigin, ...config.extraOrigins];
  const id = origins.map((origin) => new URL(origin).hostname).find((hostname) => isIP(hostname.replace(/^\[|\]$/g, '')) === 0);
  if (id === undefined) return null;
  const onRpId = origins.filter((origin) => {
    const { hostname } = new URL(origin);
    return hostname === id || hostname.endsWith(`.${id}`);
  });
  return { id, name: RP_NAME, origins: onRpId };
}
