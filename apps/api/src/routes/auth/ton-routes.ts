import type { FastifyInstance } from 'fastify';
import { completeSignIn } from '../../auth/complete-sign-in.ts';
import { stampTime, type ServerContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { hitIdentityRateLimit } from '../../sessions/rate-limit.ts';
import { checkTonProof } from '../../auth/ton/ton-proof.ts';
import { issueTonPayload, takeTonPayload } from '../../auth/ton/ton-payload.ts';

/** TON Connect sign-in (the mini app's wallets): a payload bound to this browser, then the wallet's ton_proof of it. */
export function registerTonRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'tonProofPayload', async (_request, reply) => {
    const issued = await issueTonPayload(ctx.db, ctx.config, reply, ctx.now());
    return { payload: issued.token, expiresAt: issued.expiresAt.toISOString() };
  });

  endpoint(app, 'tonProofVerify', async (request, reply) => {
    const now = ctx.now();
    await takeTonPayload(ctx.db, ctx.config, request.raw, reply, request.body.proof.payload, now);
    await hitIdentityRateLimit(ctx, 'ton', request.body.account.address);
    const address = checkTonProof(ctx.config, request.body, stampTime(ctx));
    const identity = { kind: 'ton' as const, subject: address.toRawString(), label: address.toString({ urlSafe: true, bounceable: false, testOnly: request.body.account.chain === '-3' }), verified: true };
    return { account: await completeSignIn(ctx, request.raw, reply, identity, { link: request.body.link }) };
  });
}
