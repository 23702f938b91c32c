import type { Config } from '../../config/config.ts';
import { ApiError } from '../../errors/api-error.ts';
import { relyingPartyFor, type RelyingParty } from './relying-party.ts';

/** The relying party, or 404 `passkeys_disabled` when the server's origins have no domain name. */
export function requireRelyingParty(config: Config): RelyingParty {
  const rp = relyingPartyFor(config);
  if (!rp) throw new ApiError('passkeys_disabled', 'Passkeys need the site on a domain name (PUBLIC_ORIGIN or EXTRA_ORIGINS), not an IP address.');
  return rp;
}
