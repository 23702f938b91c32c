import { describe, expect, it } from 'vitest';
import { walletRequestFailure } from './wallet-request-failure.ts';

describe('walletRequestFailure', () => {
  it('tells a refusal (4001) and a request already waiting (-32002) from a failure', () => {
    expect(walletRequestFailure({ code: 4001, message: 'User rejected the request.' })).toBe('rejected');
    expect(walletRequestFailure({ code: '4001' })).toBe('rejected');
    expect(walletRequestFailure({ code: -32002, message: 'Request already pending' })).toBe('pending');
    expect(walletRequestFailure({ code: -32603, data: { originalError: { code: 4001 } } })).toBe('rejected');
    expect(walletRequestFailure({ code: -32603 })).toBe('failed');
    expect(walletRequestFailure(new Error('boom'))).toBe('failed');
    expect(walletRequestFailure(null)).toBe('failed');
  });
});
