/** A chain id in its normalised form: lowercase hex with a `0x` prefix, e.g. `0x45c`. */
export type ChainId = `0x${string}`;

export interface SecondaryToken {
  address: string;
  icon?: string;
}

/** A chain as callers write it: `id` may be hex (any case) or a positive integer. */
export interface ChainInput {
  id: string | number;
  namespace?: 'evm';
  rpcUrl?: string;
  label?: string;
  token?: string;
  /** Decimals of the native token; 18 when not given. */
  decimals?: number;
  icon?: string;
  color?: string;
  publicRpcUrl?: string;
  protectedRpcUrl?: string;
  blockExplorerUrl?: string;
  secondaryTokens?: SecondaryToken[];
}

/** A validated chain: lowercase hex id, namespace `evm`, decimals always set. */
export interface Chain extends Omit<ChainInput, 'id' | 'namespace' | 'decimals'> {
  id: ChainId;
  namespace: 'evm';
  decimals: number;
}

/** How a chain is shown: its name and brand colour (a CSS colour). */
export interface ChainStyle {
  label: string;
  color: string;
}

/** A block explorer to link to, e.g. `{name: 'Etherscan', url: 'https://etherscan.io'}`. */
export interface BlockExplorer {
  name: string;
  url: string;
}

/** What the package knows about a well-known chain without being told. */
export interface KnownChain {
  label: string;
  /** Brand colour; absent when the chain has no recognised style. */
  color?: string;
}
