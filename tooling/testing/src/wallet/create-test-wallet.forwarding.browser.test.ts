import { beforeAll, describe, expect, it } from 'vitest';
import { callJsonRpc } from '../chain/call-json-rpc.ts';
import { revertChain, snapshotChain } from '../chain/snapshot-chain.ts';
import type { Hex } from '../chain/types.ts';
import { waitForReceipt } from '../chain/wait-for-receipt.ts';
import { getLocalChain, isolateLocalChain } from '../vitest/local-chain.ts';
import { createTestWallet } from './create-test-wallet.ts';
import { rejectionOf } from './rejection-of.ts';
import type { TestEip1193Provider } from './types.ts';

// Writes to the shared chain, like interop.browser.test.ts; browser files run one at a time
// (vitest.config.ts) and every test here is isolated.
isolateLocalChain();

const oneAndAHalfEther = 1_500_000_000_000_000_000n;
const toQuantity = (value: bigint): Hex => `0x${value.toString(16)}`;

async function balanceFromNode(address: Hex): Promise<bigint> {
  return BigInt(await callJsonRpc<Hex>(getLocalChain().rpcUrl, 'eth_getBalance', [address, 'latest']));
}

async function connectedWallet(): Promise<TestEip1193Provider> {
  const { provider } = createTestWallet({ rpcUrl: getLocalChain().rpcUrl });
  await provider.request({ method: 'eth_requestAccounts' });
  return provider;
}

describe('requests forwarded to the local chain', () => {
  let sender: Hex;
  let receiver: Hex;
  beforeAll(() => {
    [sender, receiver] = getLocalChain().accounts as [Hex, Hex];
  });

  it('eth_getBalance equals the node\'s own answer', async () => {
    const { provider } = createTestWallet({ rpcUrl: getLocalChain().rpcUrl });
    const fromWallet = (await provider.request({ method: 'eth_getBalance', params: [receiver, 'latest'] })) as Hex;
    expect(BigInt(fromWallet)).toBe(await balanceFromNode(receiver));
    expect(BigInt(fromWallet)).toBeGreaterThan(0n);
  });

  it('a real eth_sendTransaction moves value between two accounts', async () => {
    const provider = await connectedWallet();
    const [senderBefore, receiverBefore] = [await balanceFromNode(sender), await balanceFromNode(receiver)];
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: sender, to: receiver, value: toQuantity(oneAndAHalfEther) }],
    })) as Hex;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await waitForReceipt(getLocalChain().rpcUrl, hash);
    // The receipt as the dapp reads it, through the wallet.
    const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
      status: Hex;
      gasUsed: Hex;
      effectiveGasPrice: Hex;
    };
    expect(receipt.status).toBe('0x1');
    const fee = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
    expect(fee).toBeGreaterThan(0n);
    expect(await balanceFromNode(receiver)).toBe(receiverBefore + oneAndAHalfEther);
    expect(await balanceFromNode(sender)).toBe(senderBefore - oneAndAHalfEther - fee);
  });

  it('isolateLocalChain() reverted the previous test\'s transaction', async () => {
    expect(await balanceFromNode(receiver)).toBe(10_000n * 10n ** 18n);
    expect(await balanceFromNode(sender)).toBe(10_000n * 10n ** 18n);
  });

  it('personal_sign and eth_signTypedData_v4 are signed by the node for a connected account', async () => {
    const provider = await connectedWallet();
    const message = '0x48656c6c6f2c20436f726521'; // "Hello, Core!"
    const signature = (await provider.request({ method: 'personal_sign', params: [message, sender] })) as Hex;
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    await expect(provider.request({ method: 'personal_sign', params: [message, sender] })).resolves.toBe(signature);
    await expect(provider.request({ method: 'personal_sign', params: [message, receiver] })).resolves.not.toBe(signature);

    const typedData = {
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }],
        Login: [{ name: 'player', type: 'address' }],
      },
      primaryType: 'Login',
      domain: { name: 'Game', chainId: 1116 },
      message: { player: sender },
    };
    const typedSignature = await provider.request({ method: 'eth_signTypedData_v4', params: [sender, JSON.stringify(typedData)] });
    expect(typedSignature).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it('signing needs a connected site and one of the wallet\'s accounts (4100)', async () => {
    const { provider } = createTestWallet({ rpcUrl: getLocalChain().rpcUrl });
    const transfer = { method: 'eth_sendTransaction', params: [{ from: sender, to: receiver, value: '0x1' }] };
    const unauthorized = { code: 4100, message: 'The requested account and/or method has not been authorized by the user.' };
    await expect(rejectionOf(provider.request(transfer))).resolves.toMatchObject(unauthorized);
    await expect(rejectionOf(provider.request({ method: 'personal_sign', params: ['0x00', sender] }))).resolves.toMatchObject(unauthorized);

    const limited = createTestWallet({ rpcUrl: getLocalChain().rpcUrl, accounts: [receiver], permitted: true }).provider;
    await expect(rejectionOf(limited.request(transfer))).resolves.toMatchObject(unauthorized);
    await expect(rejectionOf(limited.request({ method: 'eth_sendTransaction', params: [{ to: receiver }] }))).resolves.toMatchObject({
      code: -32602,
      message: 'Invalid params: eth_sendTransaction needs an account address',
    });
    expect(await balanceFromNode(receiver)).toBe(10_000n * 10n ** 18n);
  });

  it('passes the node\'s errors on with their code', async () => {
    const { provider } = createTestWallet({ rpcUrl: getLocalChain().rpcUrl });
    const error = await rejectionOf(provider.request({ method: 'eth_notAMethod' }));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: -32601, message: 'Method not found' });
  });

  it('answers -32603 when the chain cannot be reached', async () => {
    const { provider } = createTestWallet({ rpcUrl: 'http://127.0.0.1:9' });
    const error = await rejectionOf(provider.request({ method: 'eth_blockNumber' }));
    expect(error).toMatchObject({ code: -32603 });
    expect((error as Error).message).toMatch(/^Internal error: the local chain did not answer eth_blockNumber: /);
    await expect(rejectionOf(provider.request({ method: 'eth_requestAccounts' }))).resolves.toMatchObject({ code: -32603 });
  });
});

describe('snapshotChain / revertChain from a browser test', () => {
  it('undo a transaction and refuse a used snapshot id', async () => {
    const { rpcUrl, accounts } = getLocalChain();
    const [from, to] = accounts as [Hex, Hex];
    const before = await balanceFromNode(to);
    const id = await snapshotChain(rpcUrl);
    await waitForReceipt(rpcUrl, await callJsonRpc<Hex>(rpcUrl, 'eth_sendTransaction', [{ from, to, value: '0x64' }]));
    expect(await balanceFromNode(to)).toBe(before + 100n);
    await revertChain(rpcUrl, id);
    expect(await balanceFromNode(to)).toBe(before);
    await expect(revertChain(rpcUrl, id)).rejects.toThrow(`evm_revert ${id} failed: unknown or already used snapshot id`);
  });
});
