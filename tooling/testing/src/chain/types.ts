/** A 0x-prefixed hex string (addresses, hashes, quantities). */
export type Hex = `0x${string}`;

/** What a test needs to reach the local chain: where it listens, its id and its funded accounts. */
export interface LocalChainInfo {
  /** HTTP JSON-RPC endpoint on 127.0.0.1, e.g. `http://127.0.0.1:41877`. */
  readonly rpcUrl: string;
  /** Decimal chain id (1116 unless told otherwise). */
  readonly chainId: number;
  /** The node's unlocked, funded accounts, in the node's order. */
  readonly accounts: readonly Hex[];
}
