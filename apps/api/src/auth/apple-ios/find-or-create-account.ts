import { createAccountWithIdentity, findIdentityOwner, type ProvenIdentity } from '../../accounts/identity-store.ts';
import type { ServerContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';

/**
 * The account holding `identity`, created for a new one, without a session (the iOS app gets its
 * session through the hand-off code). Two first sign-ins at once: one creates, the other finds it.
 */
export async function findOrCreateAccount(ctx: ServerContext, identity: ProvenIdentity): Promise<string> {
  const attempt = () =>
    ctx.db.transaction(async (tx) => (await findIdentityOwner(tx, identity.kind, identity.subject)) ?? (await createAccountWithIdentity(tx, identity, { now: ctx.now() })));
  try {
    return await attempt();
  } catch (error) {
    // The other sign-in created it between our look-up and our insert: now it is there to find.
    if (!(error instanceof ApiError && error.code === 'identity_taken')) throw error;
    return attempt();
  }
}
