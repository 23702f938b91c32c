import type { FastifyInstance } from 'fastify';
import { completeSignIn } from '../../auth/complete-sign-in.ts';
import type { ServerContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { endpoint } from '../../http/endpoint.ts';
import { hitIdentityRateLimit } from '../../sessions/rate-limit.ts';
import { consumeToken, issueToken } from '../../auth/single-use-tokens.ts';
import { checkSiweMessage, newSiweNonce, SIWE_LIFETIME_SECONDS, siweFieldsFor } from '../../auth/wallet/siwe-message-rules.ts';
import { createWalletSignatureCheck } from '../../auth/wallet/wallet-signature.ts';

/** Sign-In with Ethereum (EIP-4361; docs/architecture.md, "Security rules"): a single-use nonce, then the signed message. */
export function registerWalletRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const signedBy = createWalletSignatureCheck(ctx.config.chainRpcUrl);

  endpoint(app, 'walletNonce', async () => {
    const now = ctx.now();
    const nonce = newSiweNonce();
    await issueToken(ctx.db, { purpose: 'siwe_nonce', token: nonce, ttlSeconds: SIWE_LIFETIME_SECONDS, now });
    return siweFieldsFor(ctx.config, nonce, now);
  });

  endpoint(app, 'walletVerify', async (request, reply) => {
    const { message, signature, link } = request.body;
    const checked = checkSiweMessage(message, ctx.config, ctx.now());
    await hitIdentityRateLimit(ctx, 'wallet', checked.address);
    if (!(await consumeToken(ctx.db, 'siwe_nonce', checked.nonce, ctx.now()))) {
      throw new ApiError('nonce_invalid', 'This nonce is unknown, expired or used already. Ask for a new one and sign again.', { field: 'body.message' });
    }
    if (!(await signedBy(checked.address, message, signature as `0x${string}`))) {
      throw new ApiError('signature_invalid', `The signature is not ${checked.address}'s signature of this message.`, { field: 'body.signature' });
    }
    const identity = { kind: 'wallet' as const, subject: checked.address.toLowerCase(), label: checked.address, verified: true };
    return { account: await completeSignIn(ctx, request.raw, reply, identity, { link }) };
  });
}
