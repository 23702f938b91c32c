import type { FastifyInstance } from 'fastify';
import { requireAccountView } from '../../accounts/account-view.ts';
import { completeSignIn } from '../../auth/complete-sign-in.ts';
import { stampTime, type ServerContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { endpoint } from '../../http/endpoint.ts';
import { hitIdentityRateLimit } from '../../sessions/rate-limit.ts';
import type { DiscoverIssuer } from '../../auth/oidc/issuer-discovery.ts';
import { OidcError } from '../../auth/oidc/oidc-error.ts';
import { verifyIdToken } from '../../auth/oidc/verify-id-token.ts';
import { acceptedAppleNonces } from '../../auth/apple-ios/apple-nonce.ts';
import { issueHandoffCode, peekHandoffCode, takeHandoffCode } from '../../auth/apple-ios/handoff-code.ts';
import { findOrCreateAccount } from '../../auth/apple-ios/find-or-create-account.ts';

const handoffInvalid = (): ApiError => new ApiError('link_invalid', 'This sign-in code is unknown, used already or expired. Sign in again in the app.', { field: 'body.code' });
const providerDisabled = (): ApiError => new ApiError('provider_disabled', 'Sign in with Apple from the iOS app is not enabled on this server.');

/**
 * Sign in with Apple from the iOS app: the app sends Apple's identity token and gets back its own
 * URL with a single-use code; its web view opens /apple-ios-logined, which trades the code for
 * the session cookie there.
 */
export function registerAppleIosRoutes(app: FastifyInstance, ctx: ServerContext, discover: DiscoverIssuer): void {
  endpoint(app, 'appleIosSignIn', async (request) => {
    const appleIos = ctx.config.appleIos;
    if (!appleIos) throw providerDisabled();
    const { identityToken, nonce, displayName } = request.body;
    let person;
    try {
      const { metadata, keys } = await discover(appleIos.issuer);
      person = await verifyIdToken(identityToken, { keys, issuer: metadata.issuer, audience: appleIos.clientId, nonces: nonce === undefined ? null : acceptedAppleNonces(nonce), now: stampTime(ctx) });
    } catch (error) {
      if (error instanceof OidcError) throw error.toApiError(error.claim === 'nonce' ? 'body.nonce' : 'body.identityToken');
      throw error;
    }
    await hitIdentityRateLimit(ctx, 'apple', person.subject);

    // The same kind and subject as the web flow: one Apple user is one account, however they sign in.
    const identity = { kind: 'apple' as const, subject: person.subject, label: person.email ?? person.subject, verified: true, ...(displayName ? { suggestedName: displayName } : {}) };
    const accountId = await findOrCreateAccount(ctx, identity);
    const code = await issueHandoffCode(ctx, accountId, identity);
    return { account: await requireAccountView(ctx.db, accountId), handoffUrl: `${appleIos.urlScheme}://signed-in?code=${code}` };
  });

  // A hand-off link can be made by anyone for their own account and sent to someone else (login
  // CSRF): /apple-ios-logined shows whose account it is and exchanges the code only when asked.
  endpoint(app, 'appleIosHandoffPreview', async (request) => {
    if (!ctx.config.appleIos) throw providerDisabled();
    const accountId = await peekHandoffCode(ctx, request.body.code);
    if (accountId === null) throw handoffInvalid();
    const { displayName } = await requireAccountView(ctx.db, accountId);
    return { displayName };
  });

  endpoint(app, 'appleIosHandoff', async (request, reply) => {
    if (!ctx.config.appleIos) throw providerDisabled();
    const identity = await takeHandoffCode(ctx, request.body.code);
    if (!identity) throw handoffInvalid();
    return { account: await completeSignIn(ctx, request.raw, reply, identity) };
  });
}
