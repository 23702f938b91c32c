import type { Hex } from '../chain/types.ts';
import type {
  AccountAccessBehaviour,
  AddEthereumChainParameter,
  ChainIdFormat,
  RequestLogEntry,
  ScriptedReply,
  SwitchChainBehaviour,
  TestWalletEventName,
  TestWalletEvents,
  UnknownChainVariant,
} from './types.ts';

/** A behaviour that holds until changed, with one-shot overrides queued in front of it. */
export interface Behaviour<T> {
  persistent: T;
  readonly next: T[];
}

export interface ScriptedMethod {
  persistent: ScriptedReply | undefined;
  readonly next: ScriptedReply[];
}

export interface MutableLogEntry {
  method: string;
  params: unknown;
  status: RequestLogEntry['status'];
  result?: unknown;
  error?: RequestLogEntry['error'];
}

export interface WalletState {
  chainId: Hex;
  /** Chains the wallet can switch to; the value is the add-chain request when one added it. */
  readonly knownChains: Map<Hex, AddEthereumChainParameter | undefined>;
  accounts: Hex[] | undefined;
  permitted: boolean;
  permittedAt: number;
  locked: boolean;
  /** An account request arrived while locked: unlocking grants it, like a wallet's pending prompt. */
  accessRequestedWhileLocked: boolean;
  connected: boolean;
  chainIdFormat: ChainIdFormat;
  unknownChainVariant: UnknownChainVariant;
  readonly accountAccess: Behaviour<AccountAccessBehaviour>;
  readonly switchChain: Behaviour<SwitchChainBehaviour>;
  readonly scripted: Map<string, ScriptedMethod>;
  readonly log: MutableLogEntry[];
}

/** What request handlers and controls share. */
export interface WalletContext {
  readonly state: WalletState;
  readonly rpcUrl: string;
  emit<E extends TestWalletEventName>(event: E, ...args: TestWalletEvents[E]): void;
  /** The wallet's accounts, asking the node once when none were configured. */
  accounts(): Promise<Hex[]>;
  /** Writes the persistent part of the state (when a storage key was given). */
  save(): void;
}

export function takeBehaviour<T>(behaviour: Behaviour<T>): T {
  return behaviour.next.shift() ?? behaviour.persistent;
}

export function setBehaviour<T>(behaviour: Behaviour<T>, value: T, once: boolean | undefined): void {
  if (once) behaviour.next.push(value);
  else {
    behaviour.persistent = value;
    behaviour.next.length = 0;
  }
}

/** Answers one RPC method inside the wallet. */
export type MethodHandler = (context: WalletContext, params: readonly unknown[] | object | undefined) => unknown;
