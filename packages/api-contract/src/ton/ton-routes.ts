import type { RouteInfo } from '../route-info.ts';

/**
 * TON Connect sign-in (the Telegram mini app's only wallet protocol): a single-use payload bound to
 * this browser by an HttpOnly cookie (valid 10 minutes), then the wallet's `ton_proof` of it. The
 * wallet becomes an identity of kind `ton` (subject: its raw address). Errors: `ton_payload_invalid`
 * (400: no payload from this browser, expired, used, or not the one signed), `ton_proof_expired`
 * (401: the proof's timestamp is outside the accepted window), `ton_proof_invalid` (401: another
 * domain, a state init that is not the address's, or a signature that is not the wallet key's),
 * `ton_wallet_unsupported` (400: not a standard wallet v3, v4 or v5), `identity_taken` (409).
 */
export const tonRoutes = {
  tonProofPayload: { method: 'POST', path: '/api/auth/ton/payload', auth: 'none', rateLimited: true, summary: 'A single-use payload for the TON Connect ton_proof request, bound to this browser.' },
  tonProofVerify: {
    method: 'POST',
    path: '/api/auth/ton/verify',
    auth: 'optional',
    errors: ['identity_taken', 'not_signed_in', 'second_factor_pending', 'ton_payload_invalid', 'ton_proof_expired', 'ton_proof_invalid', 'ton_wallet_unsupported'],
    rateLimited: true,
    summary: "Checks the wallet's ton_proof of this browser's payload and signs in (or links the wallet with link: true).",
  },
} as const satisfies Record<string, RouteInfo>;
