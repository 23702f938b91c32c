import type { LedgerProof } from './verify-ledger-proof.ts';

/** The fields of `eth_getTransactionByHash`'s answer that the check reads. */
export interface ChainTransaction {
  readonly from: string;
  readonly input: string;
}

export type ChainRootFailure =
  | { readonly kind: 'wrong_chain'; readonly rpcChainId: number }
  | { readonly kind: 'unknown_transaction' }
  | { readonly kind: 'data_mismatch' }
  | { readonly kind: 'wrong_sender'; readonly from: string };

/** The UTF-8 data the publishing transaction carries (docs/ledger-proofs.md §2). */
export const publishedRootData = (c: LedgerProof['commitment']): string => `core-games-ledger-root-v1 ${c.day} 0x${c.root}`;

const decodeHexText = (hex: string): string => {
  const digits = hex.replace(/^0x/, '');
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(digits)) return '';
  return new TextDecoder().decode(Uint8Array.from(digits.match(/../g) ?? [], (pair) => parseInt(pair, 16)));
};

/**
 * What tooling/ledger-verifier's verifyOnChain checks, on what the chain answered: the RPC serves
 * the proof's chain, the transaction exists, its data names the day and the root, and it comes
 * from the commitment's publisher.
 */
export function matchChainTransaction(commitment: LedgerProof['commitment'], rpcChainId: number, tx: ChainTransaction | null): ChainRootFailure[] {
  const failures: ChainRootFailure[] = [];
  if (commitment.chainId !== null && rpcChainId !== commitment.chainId) failures.push({ kind: 'wrong_chain', rpcChainId });
  if (!tx) return [...failures, { kind: 'unknown_transaction' }];
  if (decodeHexText(tx.input) !== publishedRootData(commitment)) failures.push({ kind: 'data_mismatch' });
  const from = tx.from.toLowerCase();
  if (commitment.publisher !== null && from !== commitment.publisher) failures.push({ kind: 'wrong_sender', from });
  return failures;
}

async function rpcCall(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'error'}`);
  return body.result ?? null;
}

/** Reads the publishing transaction from the chain's RPC and matches it; throws when the RPC cannot be read. */
export async function checkRootOnChain(commitment: LedgerProof['commitment'] & { txHash: string }, rpcUrl: string): Promise<ChainRootFailure[]> {
  const rpcChainId = Number(await rpcCall(rpcUrl, 'eth_chainId', []));
  const tx = (await rpcCall(rpcUrl, 'eth_getTransactionByHash', [commitment.txHash])) as ChainTransaction | null;
  return matchChainTransaction(commitment, rpcChainId, tx);
}
