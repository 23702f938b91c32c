import type { FastifyInstance } from 'fastify';
import { listVerifiedEmails, relabelIdentity } from '../../accounts/identity-store.ts';
import { sendSecurityNotice } from '../../security-notices/send-security-notice.ts';
import type { ServerContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { endpoint } from '../../http/endpoint.ts';
import { listPasskeys, renamePasskey } from '../../auth/passkeys/passkey-store.ts';
import { passkeyView } from '../../auth/passkeys/passkey-view.ts';
import { finishPasskeyRegistration, startPasskeyRegistration } from '../../auth/passkeys/register-passkey.ts';
import { finishPasskeySignIn, startPasskeySignIn } from '../../auth/passkeys/sign-in-with-passkey.ts';

/** Passkeys (WebAuthn): add one to the account, sign in with one, list and rename them (removed as identities). */
export function registerPasskeyRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'passkeyRegistrationOptions', async ({ principal }, reply) => ({ options: await startPasskeyRegistration(ctx, reply, principal.accountId) }));

  endpoint(app, 'passkeyRegistrationVerify', async ({ principal, body, raw }, reply) => {
    const { passkey, account } = await finishPasskeyRegistration(ctx, raw, reply, principal.accountId, body);
    await sendSecurityNotice(ctx, raw, 'passkey_added', await listVerifiedEmails(ctx.db, principal.accountId), passkey.name);
    return { passkey: passkeyView(passkey), account };
  });

  endpoint(app, 'passkeyAuthenticationOptions', async (_request, reply) => ({ options: await startPasskeySignIn(ctx, reply) }));

  endpoint(app, 'passkeyAuthenticationVerify', async ({ body, raw }, reply) => ({ account: await finishPasskeySignIn(ctx, raw, reply, body) }));

  endpoint(app, 'listPasskeys', async ({ principal }) => ({ passkeys: (await listPasskeys(ctx.db, principal.accountId)).map(passkeyView) }));

  endpoint(app, 'renamePasskey', async ({ principal, params, body }) => {
    const name = body.name.trim();
    const renamed = await ctx.db.transaction(async (tx) => {
      const passkey = await renamePasskey(tx, principal.accountId, params.id, name);
      if (passkey) await relabelIdentity(tx, principal.accountId, params.id, name);
      return passkey;
    });
    if (!renamed) throw new ApiError('not_found', 'This account has no such passkey.');
    return { passkey: passkeyView(renamed) };
  });
}
