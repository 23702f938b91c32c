import type { Account, BodyOf } from '@site/api-contract';
import { generateRegistrationOptions, verifyRegistrationResponse, type AuthenticatorTransportFuture, type PublicKeyCredentialCreationOptionsJSON, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAccountView } from '../../accounts/account-view.ts';
import { addNewIdentity } from '../../accounts/identity-store.ts';
import type { ServerContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { describeDevice } from '../../security-notices/describe-device.ts';
import { CHALLENGE_TTL_SECONDS, rememberChallenge, takeChallenge } from './passkey-challenge.ts';
import { insertPasskey, listPasskeys, type StoredPasskey } from './passkey-store.ts';
import { requireRelyingParty } from './require-relying-party.ts';
import { userHandleOf } from './webauthn-user.ts';

const knownTransports = new Set<string>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** What `navigator.credentials.create` needs to make a passkey for the signed-in account; its challenge is kept for this browser. */
export async function startPasskeyRegistration(ctx: ServerContext, reply: FastifyReply, accountId: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = requireRelyingParty(ctx.config);
  const account = await requireAccountView(ctx.db, accountId);
  const existing = await listPasskeys(ctx.db, accountId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(accountId),
    userName: userNameOf(account),
    userDisplayName: account.displayName,
    timeout: CHALLENGE_TTL_SECONDS * 1000,
    attestationType: 'none',
    // One passkey per authenticator: the browser says so instead of making a second.
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as AuthenticatorTransportFuture[] })),
    // Discoverable (for the autofill and a sign-in without a name), and the person verified (PIN, biometrics).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await rememberChallenge(ctx.db, ctx.config, reply, { ceremony: 'registration', challenge: options.challenge, accountId, now: ctx.now() });
  return options;
}

/**
 * Checks the browser's new passkey against the challenge this browser was given (origin, rpID, user
 * verification) and adds it to the account as an identity of kind `passkey`, named as given or after
 * the browser and system that made it.
 */
export async function finishPasskeyRegistration(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  body: BodyOf<'passkeyRegistrationVerify'>,
): Promise<{ passkey: StoredPasskey; account: Account }> {
  const rp = requireRelyingParty(ctx.config);
  const now = ctx.now();
  const expectedChallenge = await takeChallenge(ctx.db, ctx.config, request, reply, { ceremony: 'registration', accountId, now });
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    throw new ApiError('passkey_invalid', `This passkey could not be checked: ${(error as Error).message}`, { field: 'body.response' });
  }
  if (!verification.verified) throw new ApiError('passkey_invalid', 'This passkey could not be checked.', { field: 'body.response' });
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const name = body.name?.trim() ?? defaultPasskeyName(request.headers['user-agent'] ?? '');
  const passkey = await ctx.db.transaction(async (tx) => {
    const identityId = await addNewIdentity(tx, accountId, { kind: 'passkey', subject: credential.id, label: name, verified: true }, now);
    const stored: StoredPasskey = {
      identityId,
      accountId,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: (credential.transports ?? []).filter((transport) => knownTransports.has(transport)),
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name,
      createdAt: now,
      lastUsedAt: null,
    };
    await insertPasskey(tx, stored);
    return stored;
  });
  return { passkey, account: await requireAccountView(ctx.db, accountId) };
}

/** "Chrome on Android", from the browser that made the passkey; the player may rename it. */
export function defaultPasskeyName(userAgent: string): string {
  return userAgent.trim() === '' ? 'Passkey' : describeDevice(userAgent).slice(0, 60);
}

/** The name the browser shows beside the passkey: the account's first e-mail address, else its display name. */
function userNameOf(account: Account): string {
  return account.identities.find((identity) => identity.kind === 'email')?.label ?? account.displayName;
}
