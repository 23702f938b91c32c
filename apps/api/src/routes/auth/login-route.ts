import type { FastifyInstance } from 'fastify';
import { findEmailPassword, setPasswordHash } from '../../accounts/identity-store.ts';
import { completeSignIn } from '../../auth/complete-sign-in.ts';
import type { ServerContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { endpoint } from '../../http/endpoint.ts';
import { hitIdentityRateLimit } from '../../sessions/rate-limit.ts';
import { hashPassword, needsRehash, passwordHashParameters, spendPasswordCheck, verifyPassword } from '../../auth/password-hash.ts';
import { normalizeEmail } from '../../auth/email/email-address.ts';

/** One answer for an unknown address and a wrong password, so it never tells whether an address has an account. */
export const badCredentials = (): ApiError => new ApiError('bad_credentials', 'Wrong e-mail or password.');

export function registerLoginRoute(app: FastifyInstance, ctx: ServerContext): void {
  const hashing = passwordHashParameters(ctx.config);
  endpoint(app, 'emailLogin', async ({ body, raw }, reply) => {
    const email = normalizeEmail(body.email);
    await hitIdentityRateLimit(ctx, 'email-login', email);
    const identity = await findEmailPassword(ctx.db, email);
    const hash = identity?.passwordHash ?? null;
    const matches = hash === null ? await spendPasswordCheck(body.password, hashing) : await verifyPassword(body.password, hash);
    if (!identity || hash === null || !matches) throw badCredentials();
    if (needsRehash(hash, hashing)) {
      await setPasswordHash(ctx.db, identity.id, await hashPassword(body.password, hashing));
    }
    return { account: await completeSignIn(ctx, raw, reply, { kind: 'email', subject: email, label: email, verified: true }) };
  });
}
