import { createMemoryStorage } from '@site/testing/wallet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetInFlightDeposit, inFlightDepositKey, readInFlightDeposit, rememberInFlightDeposit } from './in-flight-deposit.ts';

const accountId = '0b9a3c1e-2f4d-4e6a-9b8c-7d6e5f4a3b2c';
const otherAccount = '1c0b4d2f-3a5e-4f7b-8c9d-8e7f6a5b4c3d';
const txHash = `0x${'ab'.repeat(32)}`;

describe('the in-flight deposit in storage', () => {
  beforeEach(() => {
    // Node has no Web Storage: the tests' in-memory one.
    Object.defineProperty(globalThis, 'localStorage', { value: createMemoryStorage(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('is remembered for its account only, in lower case, and forgotten once settled', () => {
    rememberInFlightDeposit({ accountId, txHash: txHash.toUpperCase().replace('0X', '0x') });
    expect(readInFlightDeposit(accountId)).toEqual({ accountId, txHash });
    expect(readInFlightDeposit(otherAccount)).toBeNull();
    forgetInFlightDeposit(`0x${'cd'.repeat(32)}`);
    expect(readInFlightDeposit(accountId)).not.toBeNull();
    forgetInFlightDeposit(txHash);
    expect(readInFlightDeposit(accountId)).toBeNull();
  });

  it('reads anything malformed as nothing', () => {
    for (const raw of ['not json', 'null', '42', '[]', '{}', JSON.stringify({ accountId, txHash: '0x12' }), JSON.stringify({ accountId: '<b>', txHash }), JSON.stringify({ accountId, txHash: 5 })]) {
      localStorage.setItem(inFlightDepositKey, raw);
      expect(readInFlightDeposit(accountId), raw).toBeNull();
    }
  });

  it('reads nothing, without throwing, when storage is blocked', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      get() {
        throw new Error('blocked');
      },
      configurable: true,
    });
    expect(() => {
      rememberInFlightDeposit({ accountId, txHash });
    }).not.toThrow();
    expect(readInFlightDeposit(accountId)).toBeNull();
  });
});
