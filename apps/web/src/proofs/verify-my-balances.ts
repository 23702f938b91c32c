import { checkRootOnChain, type ChainRootFailure } from './chain-root-check.ts';
import { checkLedgerProof, type LedgerProof, type ProofCheck } from './verify-ledger-proof.ts';

export type ChainVerdict =
  /** No transaction: the root is published on the site only (no publishing key). */
  | { readonly status: 'site_only' }
  | { readonly status: 'matches'; readonly txHash: string }
  | { readonly status: 'mismatch'; readonly txHash: string; readonly failures: readonly ChainRootFailure[] }
  | { readonly status: 'unreachable'; readonly txHash: string };

export interface BalancesVerdict {
  readonly proof: ProofCheck;
  readonly chain: ChainVerdict;
}

/** "Verify my balances": the proof recomputed here, then the root read back from Core through `rpcUrl`. */
export async function verifyMyBalances(proof: LedgerProof, rpcUrl: string): Promise<BalancesVerdict> {
  const check = await checkLedgerProof(proof);
  const { txHash } = proof.commitment;
  if (txHash === null) return { proof: check, chain: { status: 'site_only' } };
  let failures: ChainRootFailure[];
  try {
    failures = await checkRootOnChain({ ...proof.commitment, txHash }, rpcUrl);
  } catch {
    return { proof: check, chain: { status: 'unreachable', txHash } };
  }
  return { proof: check, chain: failures.length === 0 ? { status: 'matches', txHash } : { status: 'mismatch', txHash, failures } };
}
