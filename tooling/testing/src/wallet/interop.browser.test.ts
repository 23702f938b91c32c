import { BrowserProvider, isError, verifyMessage } from 'ethers';
import { createStore } from 'mipd';
import type { EIP6963ProviderDetail, Store } from 'mipd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callJsonRpc } from '../chain/call-json-rpc.ts';
import type { Hex } from '../chain/types.ts';
import { getLocalChain, isolateLocalChain } from '../vitest/local-chain.ts';
import { announceTestWallet } from './announce-test-wallet.ts';
import { createTestWallet } from './create-test-wallet.ts';
import { rejectionOf } from './rejection-of.ts';
import type { TestWallet } from './types.ts';

// The test wallet driven by two independent libraries instead of raw calls:
// mipd (EIP-6963 discovery) and ethers 6 (EIP-1193 through BrowserProvider).

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function newWallet(info?: TestWallet['info']): TestWallet {
  return createTestWallet({ rpcUrl: getLocalChain().rpcUrl, ...(info ? { info } : {}) });
}

function newMipdStore(): Store {
  const store = createStore();
  cleanups.push(() => { store.destroy(); });
  return store;
}

function ethersProviderFor(wallet: TestWallet): BrowserProvider {
  const provider = new BrowserProvider(wallet.provider);
  cleanups.push(() => { provider.destroy(); });
  return provider;
}

async function balanceFromNode(address: string): Promise<bigint> {
  return BigInt(await callJsonRpc<Hex>(getLocalChain().rpcUrl, 'eth_getBalance', [address, 'latest']));
}

describe('mipd discovers the test wallet (EIP-6963)', () => {
  it('finds the announced wallet with its exact info and the same provider object', async () => {
    const wallet = newWallet({
      uuid: '1f7cbc4a-4a8e-4d2b-9a56-3f0b0c1e2d3a',
      name: 'Interop Wallet',
      icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      rdns: 'com.example.interop',
    });
    cleanups.push(announceTestWallet(wallet));

    const store = newMipdStore();
    const [detail, ...others] = store.getProviders();
    expect(others).toEqual([]);
    expect(detail?.info).toEqual({
      uuid: '1f7cbc4a-4a8e-4d2b-9a56-3f0b0c1e2d3a',
      name: 'Interop Wallet',
      icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      rdns: 'com.example.interop',
    });
    expect(detail?.provider).toBe(wallet.provider);
    expect(store.findProvider({ rdns: 'com.example.interop' })).toBe(detail);
    // What mipd handed over is a working wallet.
    await expect(detail?.provider.request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
  });

  it('sees a second wallet announced later, and keeps one entry per wallet when asked again', () => {
    const first = newWallet({ uuid: crypto.randomUUID(), name: 'First', icon: 'data:image/svg+xml,<svg/>', rdns: 'com.example.first' });
    cleanups.push(announceTestWallet(first));
    const store = newMipdStore();
    const added: EIP6963ProviderDetail[] = [];
    store.subscribe((_details, meta) => { added.push(...(meta?.added ?? [])); });
    expect(store.getProviders().map((detail) => detail.info.name)).toEqual(['First']);

    const second = newWallet({ uuid: crypto.randomUUID(), name: 'Second', icon: 'data:image/svg+xml,<svg/>', rdns: 'com.example.second' });
    cleanups.push(announceTestWallet(second));
    expect(added).toHaveLength(1);
    expect(added[0]?.provider).toBe(second.provider);
    expect(added[0]?.info).toEqual(second.info);

    // Both answer a new request; mipd dedupes by uuid, so stable uuids mean no duplicates.
    store.reset();
    expect(store.getProviders().map((detail) => detail.info.uuid)).toEqual([first.info.uuid, second.info.uuid]);
    expect(store.findProvider({ rdns: 'com.example.second' })?.provider).toBe(second.provider);
  });
});

describe('ethers BrowserProvider drives the test wallet (EIP-1193)', () => {
  let sender: Hex;
  let receiver: Hex;
  beforeAll(() => {
    [sender, receiver] = getLocalChain().accounts as [Hex, Hex];
  });

  it('listAccounts is empty until getSigner connects, then both give anvil\'s first account', async () => {
    const wallet = newWallet();
    const provider = ethersProviderFor(wallet);
    expect(await provider.listAccounts()).toEqual([]);

    const signer = await provider.getSigner();
    expect(signer.address.toLowerCase()).toBe(sender.toLowerCase());
    expect(wallet.controls.requests('eth_requestAccounts').map((entry) => entry.status)).toEqual(['fulfilled']);
    const accounts = await provider.listAccounts();
    expect(accounts.map((account) => account.address.toLowerCase())).toEqual(getLocalChain().accounts.map((a) => a.toLowerCase()));
  });

  it('getNetwork() reports chain id 1116n', async () => {
    const network = await ethersProviderFor(newWallet()).getNetwork();
    expect(network.chainId).toBe(1116n);
  });

  it('getBalance equals anvil\'s own answer', async () => {
    const balance = await ethersProviderFor(newWallet()).getBalance(receiver);
    expect(balance).toBe(await balanceFromNode(receiver));
    expect(balance).toBeGreaterThan(0n);
  });

  describe('writing to the chain', () => {
    isolateLocalChain();

    it('signer.sendTransaction moves value on anvil and both balances change by value and fee', async () => {
      const value = 1_250_000_000_000_000_000n;
      const [senderBefore, receiverBefore] = [await balanceFromNode(sender), await balanceFromNode(receiver)];
      const signer = await ethersProviderFor(newWallet()).getSigner();

      const response = await signer.sendTransaction({ to: receiver, value });
      const receipt = await response.wait();
      expect(receipt?.status).toBe(1);
      expect(receipt?.from.toLowerCase()).toBe(sender.toLowerCase());
      const fee = receipt?.fee ?? 0n;
      expect(fee).toBeGreaterThan(0n);
      expect(await balanceFromNode(receiver)).toBe(receiverBefore + value);
      expect(await balanceFromNode(sender)).toBe(senderBefore - value - fee);
    });
  });

  it('signer.signMessage returns a signature that verifyMessage recovers to the account', async () => {
    const signer = await ethersProviderFor(newWallet()).getSigner();
    const signature = await signer.signMessage('Hello, Core!');
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(verifyMessage('Hello, Core!', signature).toLowerCase()).toBe(sender.toLowerCase());
    expect(verifyMessage('Hello, Core?', signature).toLowerCase()).not.toBe(sender.toLowerCase());
  });

  it('a rejected connection surfaces as ethers\' ACTION_REJECTED (requestAccess)', async () => {
    const wallet = newWallet();
    wallet.controls.reject({ once: true });
    const error = await rejectionOf(ethersProviderFor(wallet).getSigner());
    expect(isError(error, 'ACTION_REJECTED')).toBe(true);
    expect(error).toMatchObject({ code: 'ACTION_REJECTED', action: 'requestAccess', reason: 'rejected' });
    expect(wallet.controls.requests('eth_requestAccounts')[0]?.error).toMatchObject({ code: 4001, message: 'User rejected the request.' });
  });

  it('a rejected transaction and a rejected signature surface as ACTION_REJECTED, and nothing is sent', async () => {
    const wallet = newWallet();
    const signer = await ethersProviderFor(wallet).getSigner();
    const userRejected = { error: { code: 4001, message: 'User rejected the request.' } };
    const nonceBefore = await callJsonRpc<Hex>(getLocalChain().rpcUrl, 'eth_getTransactionCount', [sender, 'latest']);

    wallet.controls.respond('eth_sendTransaction', userRejected, { once: true });
    const sendError = await rejectionOf(signer.sendTransaction({ to: receiver, value: 1n }));
    expect(isError(sendError, 'ACTION_REJECTED')).toBe(true);
    expect(sendError).toMatchObject({ action: 'sendTransaction', reason: 'rejected' });

    wallet.controls.respond('personal_sign', userRejected, { once: true });
    const signError = await rejectionOf(signer.signMessage('Hello, Core!'));
    expect(isError(signError, 'ACTION_REJECTED')).toBe(true);
    expect(signError).toMatchObject({ action: 'signMessage', reason: 'rejected' });

    await expect(callJsonRpc<Hex>(getLocalChain().rpcUrl, 'eth_getTransactionCount', [sender, 'latest'])).resolves.toBe(nonceBefore);
  });

  it('decimal chain ids: ethers reads eth_chainId as a BigNumberish, so \'1116\' and 1116 both give 1116n', async () => {
    // ethers documents BigNumberish strings as decimal unless 0x-prefixed, so a wallet that
    // answers '1116' is still read as chain 1116 (not 0x1116).
    for (const format of ['decimal', 'number'] as const) {
      const wallet = newWallet();
      wallet.controls.setChainIdFormat(format);
      await expect(wallet.provider.request({ method: 'eth_chainId' })).resolves.toBe(format === 'decimal' ? '1116' : 1116);
      const network = await ethersProviderFor(wallet).getNetwork();
      expect(network.chainId).toBe(1116n);
    }
  });
});
