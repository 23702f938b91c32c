import { createPublicClient, http, parseEther, toHex, type Address, type Hex, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';

/** A fresh address no other test sends to: each test server's own treasury on the shared node. */
export const freshAddress = (): Address => privateKeyToAddress(generatePrivateKey());

/**
 * Sends CORE from one of anvil's unlocked accounts (the node fills in the nonce, so parallel test
 * files may use the same account) and waits until it is mined. Tests only.
 */
export function localChainClient(rpcUrl: string) {
  const client: PublicClient = createPublicClient({ transport: http(rpcUrl), cacheTime: 0, pollingInterval: 50 });
  const rpc = (method: string, params: unknown[]): Promise<unknown> => client.request({ method, params } as never);
  return {
    client,
    async send(from: Address, to: Address, core: string, options: { gas?: bigint } = {}): Promise<{ hash: Hex; blockNumber: bigint }> {
      const params = { from, to, value: toHex(parseEther(core)), ...(options.gas === undefined ? {} : { gas: toHex(options.gas) }) };
      const hash = (await rpc('eth_sendTransaction', [params])) as Hex;
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 20_000 });
      return { hash, blockNumber: receipt.blockNumber };
    },
    /** Mines `count` empty blocks at once. */
    mine: (count: number) => rpc('anvil_mine', [toHex(count)]),
    setCode: (address: Address, code: Hex) => rpc('anvil_setCode', [address, code]),
  };
}

/** Runtime code that reverts on every call: PUSH1 0, PUSH1 0, REVERT. */
export const revertingCode: Hex = '0x60006000fd';
