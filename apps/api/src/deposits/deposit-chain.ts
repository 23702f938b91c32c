import { createPublicClient, http, TransactionNotFoundError, TransactionReceiptNotFoundError, type Hex, type PublicClient } from 'viem';
import { ApiError } from '../errors/api-error.ts';

/** What the chain says about one transaction, as deposits need it. Addresses in lower case. */
export interface ChainTransaction {
  hash: Hex;
  /** The chain the RPC serves. */
  rpcChainId: number;
  /** The chain the transaction was signed for (EIP-155); null for an old unprotected one. */
  chainId: number | null;
  from: string;
  to: string | null;
  valueWei: bigint;
  blockNumber: bigint | null;
  /** pending: not in a block yet. */
  status: 'success' | 'reverted' | 'pending';
  /** Blocks from the transaction's own to the newest, both counted; 0 while pending. */
  confirmations: number;
}

const clients = new Map<string, PublicClient>();

/** One client per RPC address; no caching of the block number, which confirmations depend on. */
export function chainClient(rpcUrl: string): PublicClient {
  let client = clients.get(rpcUrl);
  if (!client) {
    client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }), cacheTime: 0 });
    clients.set(rpcUrl, client);
  }
  return client;
}

export const chainUnavailable = (): ApiError =>
  new ApiError('service_unavailable', "The chain's RPC could not be reached to read this transaction. Try again in a moment.", { retryAfterSeconds: 5 });

/** The transaction, its receipt and the newest block; null when the chain does not know the hash. */
export async function readChainTransaction(client: PublicClient, hash: Hex): Promise<ChainTransaction | null> {
  try {
    const [rpcChainId, transaction] = await Promise.all([
      client.getChainId(),
      client.getTransaction({ hash }).catch((error: unknown) => {
        if (error instanceof TransactionNotFoundError) return null;
        throw error;
      }),
    ]);
    if (!transaction) return null;
    const base = {
      hash: hash.toLowerCase() as Hex,
      rpcChainId,
      chainId: transaction.chainId ?? null,
      from: transaction.from.toLowerCase(),
      to: transaction.to?.toLowerCase() ?? null,
      valueWei: transaction.value,
    };
    const [receipt, head] = await Promise.all([
      client.getTransactionReceipt({ hash }).catch((error: unknown) => {
        if (error instanceof TransactionReceiptNotFoundError) return null;
        throw error;
      }),
      client.getBlockNumber({ cacheTime: 0 }),
    ]);
    if (!receipt) return { ...base, blockNumber: null, status: 'pending', confirmations: 0 };
    return { ...base, blockNumber: receipt.blockNumber, status: receipt.status, confirmations: Math.max(0, Number(head - receipt.blockNumber + 1n)) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw chainUnavailable();
  }
}
