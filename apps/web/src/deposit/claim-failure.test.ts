import { describe, expect, it } from 'vitest';
import { ApiError } from '@site/api-contract/client';
import { isFinalClaimFailure, unknownHashGraceMs } from './claim-failure.ts';

const failure = (code: ConstructorParameters<typeof ApiError>[1]['code'], status = 422) => new ApiError(code, { status, code });

describe('isFinalClaimFailure', () => {
  it('ends the wait on what the chain or the account decided', () => {
    for (const code of ['deposit_failed', 'deposit_too_small', 'deposit_wrong_recipient', 'deposit_wrong_chain', 'deposit_claimed', 'wallet_not_linked', 'deposits_disabled', 'not_signed_in'] as const) {
      expect(isFinalClaimFailure(failure(code), null, 0), code).toBe(true);
    }
  });

  it('asks again after the network, a busy server or a rate limit', () => {
    for (const code of ['network', 'service_unavailable', 'rate_limited', 'internal', 'bad_response', 'http_error'] as const) {
      expect(isFinalClaimFailure(failure(code, 503), null, 0), code).toBe(false);
    }
    expect(isFinalClaimFailure(new Error('anything else'), null, 0)).toBe(false);
  });

  it('gives a hash the chain does not know yet a few minutes', () => {
    const unknown = failure('deposit_unknown', 404);
    expect(isFinalClaimFailure(unknown, 1_000, 1_000)).toBe(false);
    expect(isFinalClaimFailure(unknown, 1_000, 1_000 + unknownHashGraceMs - 1)).toBe(false);
    expect(isFinalClaimFailure(unknown, 1_000, 1_000 + unknownHashGraceMs)).toBe(true);
  });
});
