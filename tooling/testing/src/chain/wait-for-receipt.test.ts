import { describe, expect, it } from 'vitest';
import { getLocalChain } from '../vitest/local-chain.ts';
import { waitForReceipt } from './wait-for-receipt.ts';

describe('waitForReceipt', () => {
  it('gives up on a transaction that never comes', async () => {
    const hash = `0x${'ab'.repeat(32)}` as const;
    await expect(waitForReceipt(getLocalChain().rpcUrl, hash, 100)).rejects.toThrow(`Transaction ${hash} was not mined within 100 ms`);
  });
});
