import { randomBytes } from 'node:crypto';
import { beginCell, storeStateInit } from '@ton/core';
import { WalletContractV3R1, WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { describe, expect, it } from 'vitest';
import { standardWalletCodeHashes, walletKeyFromStateInit } from './wallet-state-init.ts';

const contracts = { v3R1: WalletContractV3R1, v3R2: WalletContractV3R2, v4R2: WalletContractV4, v5R1: WalletContractV5R1 };

describe('walletKeyFromStateInit', () => {
  it.each(Object.entries(contracts))('reads the public key of a standard wallet %s, whose code is @ton/ton’s', (version, contract) => {
    const publicKey = randomBytes(32);
    const wallet = contract.create({ workchain: 0, publicKey });
    expect(standardWalletCodeHashes[version]).toBe(wallet.init.code.hash().toString('hex'));
    const stateInit = beginCell().store(storeStateInit(wallet.init)).endCell().toBoc().toString('base64');
    const read = walletKeyFromStateInit(wallet.address.toRawString(), stateInit);
    expect(read).toMatchObject({ ok: true, publicKey });
  });

  it('refuses a state init that is not the address’s', () => {
    const wallet = WalletContractV4.create({ workchain: 0, publicKey: randomBytes(32) });
    const other = WalletContractV4.create({ workchain: 0, publicKey: randomBytes(32) });
    const stateInit = beginCell().store(storeStateInit(other.init)).endCell().toBoc().toString('base64');
    expect(walletKeyFromStateInit(wallet.address.toRawString(), stateInit)).toEqual({ ok: false, reason: 'not_the_address' });
  });
});
