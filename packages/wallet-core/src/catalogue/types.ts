import type { WalletModule } from '../wallets/types.ts';

export interface InjectedWalletsOptions {
  /** Extra modules; a custom module replaces the built-in wallet with the same label. */
  custom?: readonly WalletModule[];
  /**
   * Per label: `false` hides the wallet; a list of platforms (device types, OS or browser names)
   * replaces the wallet's own, so it is offered only there.
   */
  filter?: Readonly<Record<string, false | readonly string[]>>;
  /**
   * Where wallets inject their providers (`target[injectedNamespace]`). Defaults to `globalThis`,
   * read when a module is used, never at import. Pass the same target to `filterWallets`.
   */
  target?: object;
}

/**
 * A provider fix a wallet needs. `noSelectAccounts` / `noSwitchChain`: the wallet lacks
 * `wallet_requestPermissions` / `wallet_switchEthereumChain` (answered with 4200).
 * `hexChainId` / `hexChainChanged`: it reports the chain id in decimal, in `eth_chainId` answers /
 * in `chainChanged` events. `noOn` / `noRemoveListener`: its subscription method is broken and is
 * skipped. `accountsOnRequest`: `eth_requestAccounts` is sent as `eth_accounts`.
 */
export type ProviderQuirk =
  | 'noSelectAccounts'
  | 'noSwitchChain'
  | 'hexChainId'
  | 'hexChainChanged'
  | 'noOn'
  | 'noRemoveListener'
  | 'accountsOnRequest';

/** Reads the value at `target[namespace]` (and the target itself for wallets that need it). */
export type InjectedLookup = (value: unknown, target: object) => unknown;

/** One row of the catalogue (wallet-table.ts), as data. */
export interface CatalogueEntry {
  readonly label: string;
  /** `window` property the wallet injects; `ethereum` when omitted. */
  readonly namespace?: string;
  /** Dotted path from `window[namespace]` to the wallet's provider, where its flag is read. */
  readonly path?: string;
  /** Identity flag(s) on the provider; any one set identifies the wallet. */
  readonly flag?: string | readonly string[];
  /** The identity also requires that no other known wallet flag is set. */
  readonly exclusive?: boolean;
  /** A flag that must not be set (a sibling wallet of the same vendor sets both). */
  readonly unless?: string;
  /**
   * The wallet may sit in `providers[]` beside other wallets: picked there by its flag, or by
   * its flag with no other known flag set (`exclusive`).
   */
  readonly inProviders?: 'flag' | 'exclusive';
  /** Identity for wallets not recognised by a flag (replaces the flag check). */
  readonly identify?: (value: unknown, target: object) => boolean;
  /** Where the provider is, when it is not at `path`. */
  readonly locate?: InjectedLookup;
  /** Throws when the provider cannot be used yet (Frame without its desktop app). */
  readonly assertReady?: (provider: unknown) => void;
  /** `all` when omitted. */
  readonly platforms?: readonly string[];
  readonly externalUrl?: string;
  readonly quirks?: readonly ProviderQuirk[];
}
