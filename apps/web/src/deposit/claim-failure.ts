import { ApiError } from '@site/api-contract/client';

/** How long the chain may not know a hash just sent: RPC nodes learn of new transactions at different moments. */
export const unknownHashGraceMs = 5 * 60_000;

/** Refusals that asking again cannot change: the chain or the account decided. */
const finalCodes: ReadonlySet<string> = new Set([
  'deposit_failed',
  'deposit_too_small',
  'deposit_wrong_recipient',
  'deposit_wrong_chain',
  'deposit_claimed',
  'wallet_not_linked',
  'deposits_disabled',
  'not_signed_in',
  'validation_failed',
  'forbidden',
  'csrf_failed',
]);

/**
 * Whether a failed `POST /api/deposits` ends the wait. Everything else (the network, a busy
 * server or RPC, a rate limit) is asked again later; a hash the chain does not know yet is
 * asked again for `unknownHashGraceMs` after it was first unknown.
 */
export function isFinalClaimFailure(error: unknown, unknownSinceMs: number | null, nowMs: number): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'deposit_unknown') return unknownSinceMs !== null && nowMs - unknownSinceMs >= unknownHashGraceMs;
  return finalCodes.has(error.code);
}
