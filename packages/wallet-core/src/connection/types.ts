import type EventEmitter from 'eventemitter3';
import type { Chain, ChainId, ChainInput } from '../chains/types.ts';
import type { AvailableWallet } from '../discovery/types.ts';
import type { WalletCoreError } from '../errors/base-error.ts';
import type { EIP1193Provider } from '../provider/types.ts';
import type { KeyValueStorage, WalletStorage } from '../storage/types.ts';
import type { Balance } from '../wallet-rpc/types.ts';
import type { AppMetadata, Device, WalletModule, WalletSource } from '../wallets/types.ts';

export type ConnectStep = 'selectingWallet' | 'connectingWallet' | 'connectedWallet';

export interface NameRecord {
  name: string;
  avatar?: string;
}


export interface Account {
  address: string;
  ens: NameRecord | null;
  uns: NameRecord | null;
  balance: Balance | null;
}

export interface ConnectedWallet {
  label: string;
  /** A safe `<img src>` value, or undefined while unknown or when the icon was unsafe. */
  icon: string | undefined;
  provider: EIP1193Provider;
  accounts: readonly Account[];
  chainId: ChainId;
  source: WalletSource;
}


export type ConnectStatus =
  | 'idle'
  | 'connecting'
  | 'pending'
  | 'rejected'
  | 'unavailable'
  | 'failed'
  | 'connected';

/** Where the connect flow is. Any UI can follow it; `connect` never leaves it in "connecting". */
export interface ConnectionState {
  step: ConnectStep;
  status: ConnectStatus;
  /** The wallet being connected, or the one just connected. */
  walletLabel: string | null;
  /** For `unavailable`: the documented install/enable message, and the download link when known. */
  message: string | null;
  externalUrl: string | null;
  error: WalletCoreError | null;
}

export type ChainSwitchStatus = 'idle' | 'switching' | 'switchNeeded' | 'failed';

export interface ChainSwitchState {
  status: ChainSwitchStatus;
  /** The chain asked for; for `switchNeeded` the UI shows its label. */
  chainId: ChainId | null;
  error: WalletCoreError | null;
}

/**
 * A host the app can be embedded in whose rules forbid EVM wallets. `'telegram-mini-app'`:
 * Telegram's Terms for Bot Developers (section 7) let a mini app use only wallets connected
 * through TON Connect and promote no other wallet.
 */
export type WalletHost = 'telegram-mini-app';

/** Why wallets are off (`state.disabled`), so a UI can say so instead of showing a list. */
export interface WalletsDisabled {
  reason: WalletHost;
  /** In English, for logs and fallbacks; a UI translates `reason` itself. */
  message: string;
}

export interface WalletConnectorState {
  /**
   * Null normally. Set when `embeddedIn` names a host that forbids EVM wallets: then nothing is
   * discovered, `availableWallets` and `wallets` stay empty, autoconnect is `done` at once and
   * `connect()` answers `unavailable` with `message`.
   */
  disabled: WalletsDisabled | null;
  chains: readonly Chain[];
  appMetadata: AppMetadata | null;
  /** Connected wallets, the primary (most recent) first. */
  wallets: readonly ConnectedWallet[];
  /** Wallets on offer after platform filtering, sorted by label. */
  availableWallets: readonly AvailableWallet[];
  connection: ConnectionState;
  chainSwitch: ChainSwitchState;
  /** `running` while autoconnect tries the remembered wallets; a UI shows no flicker meanwhile. */
  autoconnect: 'idle' | 'running' | 'done';
  /** Labels of wallets whose disconnect is still finishing (the wallet is asked to revoke access). */
  disconnecting: readonly string[];
}

export type ConnectOutcome =
  | { status: 'connected'; wallet: ConnectedWallet }
  | { status: 'rejected'; label: string; error: WalletCoreError }
  | { status: 'unavailable'; label: string; message: string; externalUrl: string | null }
  | { status: 'failed'; label: string; error: WalletCoreError }
  | { status: 'cancelled'; label: string };

/**
 * How a wallet answered a request to let the visitor pick accounts (`requestAccountSelection`):
 * - `selected`: it showed its picker and the visitor confirmed (the state follows the wallet's
 *   `accountsChanged` by itself);
 * - `unsupported`: it has no picker (4200, or -32601 from wallets that do not know the method),
 *   so the visitor has to switch the active account inside the wallet;
 * - `rejected`: the visitor closed the picker (4001);
 * - `failed`: any other error, or no such wallet is connected (`label` is null when none is).
 */
export type AccountSelectionOutcome =
  | { status: 'selected'; label: string }
  | { status: 'unsupported'; label: string; error: WalletCoreError }
  | { status: 'rejected'; label: string; error: WalletCoreError }
  | { status: 'failed'; label: string | null; error: WalletCoreError };

export type SetChainOutcome =
  | { status: 'switched'; chainId: ChainId }
  | { status: 'switchNeeded'; chainId: ChainId }
  | { status: 'failed'; chainId: ChainId; error: WalletCoreError };

/** Resolves a name for an address on a chain; none exists for Core, which yields null at once. */
export type NameResolver = (address: string, chain: Chain) => Promise<NameRecord | null>;

export interface WalletConnectorConfig {
  chains: readonly ChainInput[];
  /** Wallet modules; the injected-wallet catalogue when omitted. */
  wallets?: readonly WalletModule[];
  appMetadata?: AppMetadata;
  /** `last`: reconnect the last wallet; `all`: every previous one; false: never. Default `last`. */
  autoconnect?: false | 'last' | 'all';
  /** Where state is remembered: a WalletStorage, a Web Storage object, or false for none. */
  storage?: WalletStorage | KeyValueStorage | false;
  resolvers?: { ens?: NameResolver; uns?: NameResolver };
  /** Defaults to the device read from `navigator.userAgent`. */
  device?: Device;
  /** Where injected providers live; `window` by default (read lazily, never at import). */
  target?: object;
  /** How long to wait for a late `ethereum#initialized` injection; default 1000 ms. */
  lateInjectionTimeoutMs?: number;
  /**
   * The host the app runs in, when its rules forbid EVM wallets (`'telegram-mini-app'`). Turns
   * off discovery, the wallet list, autoconnect and connect; `state.disabled` says why.
   */
  embeddedIn?: WalletHost;
}

export interface WalletConnectorEvents {
  stateChanged: [state: WalletConnectorState];
  connected: [wallet: ConnectedWallet];
  disconnected: [label: string];
  accountsChanged: [label: string, accounts: readonly string[]];
  chainChanged: [label: string, chainId: ChainId];
  /** An EIP-6963 announcement was invalid or unsafe and was dropped. */
  discoveryError: [error: WalletCoreError];
}

export interface WalletConnector {
  getState(): WalletConnectorState;
  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: WalletConnectorState) => void): () => void;
  readonly events: Pick<EventEmitter<WalletConnectorEvents>, 'on' | 'off' | 'once'>;
  readonly storage: WalletStorage;
  /** Connects the wallet with this label; resolves with the outcome, never rejects. */
  connect(options: { label: string }): Promise<ConnectOutcome>;
  /** Abandons a connect attempt (e.g. the modal closed while a request was pending). */
  cancelConnect(): void;
  /** Back to `selectingWallet` / `idle` (the modal was opened again, or "back to the list"). */
  resetConnection(): void;
  /** Disconnects one wallet (the primary when omitted); sticky across reloads. */
  disconnect(options?: { label?: string }): Promise<void>;
  setChain(options: { chainId: string | number; label?: string }): Promise<SetChainOutcome>;
  /**
   * Asks a connected wallet (the primary when `label` is omitted) to show its account picker
   * (`wallet_requestPermissions`). A second call for the same wallet while its picker is open
   * returns the same outcome; never rejects.
   */
  requestAccountSelection(options?: { label?: string }): Promise<AccountSelectionOutcome>;
  /** Dismisses a `switchNeeded` / `failed` chain switch. */
  resetChainSwitch(): void;
  refreshBalances(): Promise<void>;
  /** Removes every listener (window and wallets). */
  destroy(): void;
}
