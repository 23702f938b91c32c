import { createPublicClient, createWalletClient, defineChain, http, keccak256, stringToHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { publicationData } from './commitment-header.ts';

/** A signed transaction, kept before it is sent so that sending it again is the same transaction. */
export interface SignedPublication {
  readonly chainId: number;
  readonly publisher: string;
  readonly txHash: string;
  readonly signedTx: string;
}

const clientsFor = (rpcUrl: string, chainId: number) => {
  const chain = defineChain({ id: chainId, name: `chain ${chainId}`, nativeCurrency: { name: 'CORE', symbol: 'CORE', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
  const transport = http(rpcUrl, { retryCount: 1, timeout: 15_000 });
  return { chain, transport, publicClient: createPublicClient({ chain, transport, cacheTime: 0 }) };
};

/**
 * Signs (does not send) the day's publication: a transaction from the publishing key to itself,
 * value 0, whose data is the UTF-8 of "core-games-ledger-root-v1 <day> 0x<root>". The nonce is the
 * key's next one, so one day's transaction, sent again and again, is mined at most once.
 */
export async function signPublication(options: { rpcUrl: string; chainId: number; key: Hex; day: string; root: string }): Promise<SignedPublication> {
  const { chain, transport, publicClient } = clientsFor(options.rpcUrl, options.chainId);
  const rpcChainId = await publicClient.getChainId();
  if (rpcChainId !== options.chainId) throw new Error(`the RPC serves chain ${rpcChainId}, not CHAIN_ID ${options.chainId}: nothing is published`);
  const account = privateKeyToAccount(options.key);
  const wallet = createWalletClient({ account, chain, transport });
  const request = await wallet.prepareTransactionRequest({ to: account.address, value: 0n, data: stringToHex(publicationData(options.day, options.root)), nonce: await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' }) });
  const signedTx = await wallet.signTransaction(request);
  return { chainId: options.chainId, publisher: account.address.toLowerCase(), txHash: keccak256(signedTx), signedTx };
}

/**
 * Sends the signed transaction (again: a node that has it already says so, which is fine) and
 * waits for its receipt; the block it was mined in.
 */
export async function sendPublication(options: { rpcUrl: string; chainId: number; signedTx: Hex; txHash: Hex; timeoutMs?: number }): Promise<bigint> {
  const { publicClient } = clientsFor(options.rpcUrl, options.chainId);
  const mined = await publicClient.getTransactionReceipt({ hash: options.txHash }).catch(() => null);
  if (mined) return mined.blockNumber;
  try {
    await publicClient.sendRawTransaction({ serializedTransaction: options.signedTx });
  } catch (error) {
    // Already in the pool, or mined between the two calls: the receipt below tells.
    if (!/already known|nonce too low|known transaction|already imported/i.test(String(error))) throw error;
  }
  const receipt = await publicClient.waitForTransactionReceipt({ hash: options.txHash, timeout: options.timeoutMs ?? 120_000, pollingInterval: 1_000 });
  if (receipt.status !== 'success') throw new Error(`the publication ${options.txHash} reverted`);
  return receipt.blockNumber;
}
