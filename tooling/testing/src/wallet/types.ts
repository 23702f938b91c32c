import type { Hex } from '../chain/types.ts';

/** EIP-1193 `request` argument. */
export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

/** EIP-1193 ProviderRpcError shape: numeric `code`, `message`, optional `data`. */
export interface ProviderRpcErrorShape {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

/** A chain id as the wallet answers it: hex string normally, decimal when told to misbehave. */
export type ChainIdAnswer = string | number;

export interface ProviderConnectInfo {
  readonly chainId: ChainIdAnswer;
}

export interface ProviderMessage {
  readonly type: string;
  readonly data: unknown;
}

/** EIP-1193 events and their listener arguments. */
export interface TestWalletEvents {
  connect: [info: ProviderConnectInfo];
  disconnect: [error: ProviderRpcErrorShape];
  accountsChanged: [accounts: Hex[]];
  chainChanged: [chainId: ChainIdAnswer];
  message: [message: ProviderMessage];
}

export type TestWalletEventName = keyof TestWalletEvents;

type AnyListener = (...args: never[]) => void;

/** The in-page EIP-1193 provider. Listener methods follow Node's EventEmitter and return the provider. */
export interface TestEip1193Provider {
  /** Works detached from the provider too (`const { request } = provider`). */
  readonly request: (args: RequestArguments) => Promise<unknown>;
  on<E extends TestWalletEventName>(event: E, listener: (...args: TestWalletEvents[E]) => void): this;
  on(event: string, listener: AnyListener): this;
  addListener<E extends TestWalletEventName>(event: E, listener: (...args: TestWalletEvents[E]) => void): this;
  addListener(event: string, listener: AnyListener): this;
  once<E extends TestWalletEventName>(event: E, listener: (...args: TestWalletEvents[E]) => void): this;
  once(event: string, listener: AnyListener): this;
  removeListener<E extends TestWalletEventName>(event: E, listener: (...args: TestWalletEvents[E]) => void): this;
  removeListener(event: string, listener: AnyListener): this;
  off<E extends TestWalletEventName>(event: E, listener: (...args: TestWalletEvents[E]) => void): this;
  off(event: string, listener: AnyListener): this;
  removeAllListeners(event?: string): this;
  /** How many listeners an event has, so tests can prove a library removed its own. */
  listenerCount(event: string): number;
  /** Legacy MetaMask-style check: false after `controls.disconnect()`. */
  isConnected(): boolean;
  readonly isTestWallet: true;
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  readonly uuid: string;
  readonly name: string;
  /** A data URI (the default one is a plain SVG with nothing that can run). */
  readonly icon: string;
  /** Reverse-DNS id, e.g. `com.example.testwallet`. */
  readonly rdns: string;
}

/** `wallet_addEthereumChain` parameter (EIP-3085) as the wallet recorded it. */
export interface AddEthereumChainParameter {
  readonly chainId: Hex;
  readonly chainName: string;
  readonly rpcUrls: readonly string[];
  readonly nativeCurrency?: { readonly name: string; readonly symbol: string; readonly decimals: number };
  readonly blockExplorerUrls?: readonly string[];
  readonly iconUrls?: readonly string[];
}

export interface TestWalletOptions<Flags extends object = object> {
  /** JSON-RPC URL of the local chain; everything the wallet does not answer itself goes there. */
  rpcUrl: string;
  /** The wallet's current chain (hex string, decimal string or number); default 1116. */
  chainId?: number | string;
  /** Further chains the wallet already knows (switching to others fails with 4902). */
  chains?: readonly (number | string)[];
  /** The wallet's accounts, selected first; default: the node's `eth_accounts`. */
  accounts?: readonly string[];
  /** EIP-6963 info; missing fields get defaults (name `Test Wallet`, rdns `com.example.testwallet`). */
  info?: Partial<Eip6963ProviderInfo>;
  /** Extra provider properties, e.g. `{ isMetaMask: true }`, for libraries that sniff flags. */
  flags?: Flags;
  /** Start as already connected to the site (accounts exposed without a prompt); default false. */
  permitted?: boolean;
  /**
   * Keep the site permission, accounts and chains in `sessionStorage` under this key, so a page
   * reload finds the wallet as a real extension would (used by the Playwright helper).
   */
  storageKey?: string;
}

/** `once: true` applies to the next matching request only; otherwise the setting stays. */
export interface BehaviourOptions {
  readonly once?: boolean;
}

export type AccountAccessBehaviour = 'approve' | 'reject';
export type SwitchChainBehaviour = 'approve' | 'reject' | 'unsupported';
/** `standard`: 4902; `mobile`: -32603 with `data.originalError.code === 4902` (MetaMask Mobile). */
export type UnknownChainVariant = 'standard' | 'mobile';
/** `hex`: `'0x45c'`; `decimal`: `'1116'`; `number`: `1116`. */
export type ChainIdFormat = 'hex' | 'decimal' | 'number';

/** A scripted answer for one method. `hang` never settles (a wallet that does not answer). */
export type ScriptedReply =
  | { readonly result: unknown }
  | { readonly error: ProviderRpcErrorShape }
  | { readonly hang: true };

export interface RequestLogEntry {
  readonly method: string;
  readonly params: unknown;
  readonly status: 'pending' | 'fulfilled' | 'rejected';
  readonly result?: unknown;
  readonly error?: ProviderRpcErrorShape;
}

export interface TestWalletState {
  readonly chainId: Hex;
  readonly knownChains: readonly Hex[];
  readonly addedChains: readonly AddEthereumChainParameter[];
  /** Undefined until the node's accounts were needed (when no accounts option was given). */
  readonly accounts: readonly Hex[] | undefined;
  readonly permitted: boolean;
  readonly locked: boolean;
  readonly connected: boolean;
}

/** How a test drives the wallet: behaviours for coming requests, and actions "inside the wallet". */
export interface TestWalletControls {
  /** Account requests succeed (the default). */
  approve(options?: BehaviourOptions): void;
  /** Account requests fail with 4001. */
  reject(options?: BehaviourOptions): void;
  /** Locks the wallet: account requests fail with -32002 until {@link unlock}; `eth_accounts` is empty. */
  lock(): void;
  /**
   * Unlocks the wallet. If an account request arrived while locked (or the site was already
   * connected) the site becomes connected and `accountsChanged` fires with the accounts.
   */
  unlock(): Promise<void>;
  /** How `wallet_switchEthereumChain` answers a known chain: switch, 4001, or 4200 for any chain. */
  setSwitchChain(behaviour: SwitchChainBehaviour, options?: BehaviourOptions): void;
  /** The error for a switch to a chain the wallet does not know. */
  setUnknownChainVariant(variant: UnknownChainVariant): void;
  /** How `eth_chainId`, `chainChanged` and `connect` report the chain. */
  setChainIdFormat(format: ChainIdFormat): void;
  /** The user switches chain inside the wallet: emits `chainChanged` (and learns the chain). */
  switchChain(chainId: number | string): void;
  /** The user changes accounts inside the wallet: emits `accountsChanged` if the site is connected. */
  setAccounts(accounts: readonly string[]): void;
  /** The wallet loses its connection: emits `disconnect` (4900); requests fail with 4900. */
  disconnect(): void;
  /** The connection comes back: emits `connect` with the chain id. */
  reconnect(): void;
  /** Emits a `message` event. */
  sendMessage(message: ProviderMessage): void;
  /** Scripts the answer to `method` (before any built-in handling); `null` removes the script. */
  respond(method: string, reply: ScriptedReply | null, options?: BehaviourOptions): void;
  /** Every request received, oldest first, optionally only those of one method. */
  requests(method?: string): RequestLogEntry[];
  clearRequests(): void;
  state(): TestWalletState;
}

export interface TestWallet<Flags extends object = object> {
  readonly provider: TestEip1193Provider & Readonly<Flags>;
  readonly info: Eip6963ProviderInfo;
  readonly controls: TestWalletControls;
}
