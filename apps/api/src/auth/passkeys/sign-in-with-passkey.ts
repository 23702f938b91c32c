import type { Account, BodyOf } from '@site/api-contract';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticatorTransportFuture, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { completeSignIn } from '../complete-sign-in.ts';
import type { ServerContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { hitIdentityRateLimit } from '../../sessions/rate-limit.ts';
import { CHALLENGE_TTL_SECONDS, rememberChallenge, takeChallenge } from './passkey-challenge.ts';
import { findPasskeyForUpdate, recordPasskeyUse, type StoredPasskey } from './passkey-store.ts';
import { requireRelyingParty } from './require-relying-party.ts';
import { encodedUserHandleOf } from './webauthn-user.ts';

const passkeyUnknown = (): ApiError => new ApiError('passkey_unknown', 'No account has this passkey (it may have been removed). Sign in another way.', { field: 'body.response' });
const passkeyInvalid = (why: string): ApiError => new ApiError('passkey_invalid', `This passkey's answer could not be checked: ${why}`, { field: 'body.response' });

/**
 * What `navigator.credentials.get` needs to sign in with any passkey of this site (no account is
 * named: the browser offers the person's passkeys, in its autofill too); the challenge is kept for this browser.
 */
export async function startPasskeySignIn(ctx: ServerContext, reply: FastifyReply): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = requireRelyingParty(ctx.config);
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: CHALLENGE_TTL_SECONDS * 1000 });
  await rememberChallenge(ctx.db, ctx.config, reply, { ceremony: 'authentication', challenge: options.challenge, accountId: null, now: ctx.now() });
  return options;
}

/**
 * Checks the passkey's signature of this browser's challenge (origin, rpID, user verification, and a
 * signature counter that must go up when the authenticator keeps one: a lower one means a copied
 * key), records its use, and signs in to its account like every other way to sign in.
 */
export async function finishPasskeySignIn(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, body: BodyOf<'passkeyAuthenticationVerify'>): Promise<Account> {
  const rp = requireRelyingParty(ctx.config);
  const now = ctx.now();
  const expectedChallenge = await takeChallenge(ctx.db, ctx.config, request, reply, { ceremony: 'authentication', accountId: null, now });
  await hitIdentityRateLimit(ctx, 'passkey', body.response.id);
  const passkey = await ctx.db.transaction(async (tx): Promise<StoredPasskey> => {
    const stored = await findPasskeyForUpdate(tx, body.response.id);
    if (!stored) throw passkeyUnknown();
    const userHandle = body.response.response.userHandle;
    if (userHandle !== undefined && userHandle !== encodedUserHandleOf(stored.accountId)) throw passkeyInvalid('it names another user.');
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: body.response,
        expectedChallenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: { id: stored.credentialId, publicKey: stored.publicKey, counter: stored.counter, transports: stored.transports as AuthenticatorTransportFuture[] },
        requireUserVerification: true,
      });
    } catch (error) {
      throw passkeyInvalid((error as Error).message);
    }
    if (!verification.verified) throw passkeyInvalid('the signature does not match.');
    await recordPasskeyUse(tx, stored.identityId, verification.authenticationInfo.newCounter, verification.authenticationInfo.credentialBackedUp, now);
    return stored;
  });
  const identity = { kind: 'passkey' as const, subject: passkey.credentialId, label: passkey.name, verified: true };
  return completeSignIn(ctx, request, reply, identity, { existingAccountOnly: { unknown: passkeyUnknown } });
}
