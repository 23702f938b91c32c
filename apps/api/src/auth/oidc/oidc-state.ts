import type { Queryable } from '../../db/database.ts';
import { consumeToken, issueToken } from '../single-use-tokens.ts';
import type { OidcProviderName } from './oidc-providers.ts';

/** What the server remembers between sending the browser to the provider and its return. */
export interface OidcStateData {
  provider: OidcProviderName;
  intent: 'signin' | 'link';
  codeVerifier: string;
  nonce: string;
  /** The path of the site to send the browser back to once signed in (checked by `isSitePath` before it is kept). */
  returnTo?: string;
}

export interface OidcState extends OidcStateData {
  /** The account that asked to link, for `link`. */
  accountId: string | null;
}

export const oidcStateTtlSeconds = 10 * 60;

/** Stores the sign-in's secrets under `state` (only its hash is kept), usable once within 10 minutes. */
export async function saveOidcState(db: Queryable, state: string, data: OidcStateData, options: { accountId: string | null; now: Date }): Promise<void> {
  await issueToken(db, { purpose: 'oidc_state', token: state, ttlSeconds: oidcStateTtlSeconds, now: options.now, accountId: options.accountId, data });
}

/** The sign-in behind `state`, once; null when it is unknown, used already or expired. */
export async function takeOidcState(db: Queryable, state: string, now: Date): Promise<OidcState | null> {
  const consumed = await consumeToken<OidcStateData>(db, 'oidc_state', state, now);
  return consumed && { ...consumed.data, accountId: consumed.accountId };
}
