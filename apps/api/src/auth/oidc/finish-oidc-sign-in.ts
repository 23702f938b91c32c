import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSitePath } from '@site/api-contract/site-path';
import { completeSignIn } from '../complete-sign-in.ts';
import { stampTime, type ServerContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { hitIdentityRateLimit } from '../../sessions/rate-limit.ts';
import type { DiscoverIssuer } from './issuer-discovery.ts';
import { clearStateBinding, isStateOfThisBrowser } from './oidc-browser-binding.ts';
import { OidcError } from './oidc-error.ts';
import type { OidcProviderSetup } from './oidc-providers.ts';
import { takeOidcState } from './oidc-state.ts';
import { redeemAuthorizationCode } from './redeem-code.ts';
import { verifyIdToken } from './verify-id-token.ts';

/** What the provider put in the callback's query. */
export interface OidcCallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  /** RFC 9207: the issuer that answers, when the provider says. */
  iss?: unknown;
}

/**
 * The provider's redirect back: checks that this browser started the sign-in (else
 * oidc_other_browser, using nothing), uses the stored sign-in once, redeems the code with its PKCE
 * verifier, checks the ID token, then signs in (or links, for the account that asked) and answers
 * the path of the site the start asked to come back to. Throws an
 * OidcError or an ApiError (oidc_other_browser, identity_taken, not_signed_in, rate_limited) saying why not.
 */
export async function finishOidcSignIn(
  ctx: ServerContext,
  discover: DiscoverIssuer,
  setup: OidcProviderSetup,
  query: OidcCallbackQuery,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ returnTo: string | null }> {
  if (!query.state) throw new OidcError('refused', 'the provider sent no state');
  // Before the state is used: a callback opened in another browser must leave it to the right one.
  if (!isStateOfThisBrowser(request, setup.name, query.state)) {
    throw new ApiError('oidc_other_browser', 'This sign-in was started in another browser. Start it again here.');
  }
  clearStateBinding(reply, ctx.config, setup.name);
  const signIn = await takeOidcState(ctx.db, query.state, ctx.now());
  if (!signIn || signIn.provider !== setup.name) throw new OidcError('refused', 'the state is unknown, used already or expired');
  if (query.error !== undefined) throw new OidcError('refused', `the provider answered ${query.error}`);
  if (!query.code) throw new OidcError('refused', 'the provider sent no code');
  const { metadata, keys } = await discover(setup.client.issuer);
  if (query.iss !== undefined && query.iss !== metadata.issuer) throw new OidcError('refused', 'the answer names another issuer');

  const idToken = await redeemAuthorizationCode(metadata, setup.client, { code: query.code, codeVerifier: signIn.codeVerifier, redirectUri: setup.redirectUri });
  const person = await verifyIdToken(idToken, { keys, issuer: metadata.issuer, audience: setup.client.clientId, nonces: [signIn.nonce], now: stampTime(ctx) });
  await hitIdentityRateLimit(ctx, setup.name, person.subject);

  const identity = { kind: setup.name, subject: person.subject, label: person.email ?? person.subject, verified: true, ...(person.name ? { suggestedName: person.name } : {}) };
  if (signIn.intent === 'link' && request.principal?.accountId !== signIn.accountId) {
    // The session that asked to link has ended or changed: link to nobody.
    throw new ApiError('not_signed_in', 'Sign in again, then add the provider from the settings.');
  }
  await completeSignIn(ctx, request, reply, identity, { link: signIn.intent === 'link' });
  // Checked again on the way out: a row written before the rule, or by hand, sends nobody elsewhere.
  return { returnTo: isSitePath(signIn.returnTo) ? signIn.returnTo : null };
}
