import type { Hex } from '../chain/types.ts';
import { formatChainId, parseHexChainId } from './chain-id.ts';
import { invalidParams, unrecognizedChain, unsupportedMethod, userRejected } from './provider-rpc-error.ts';
import type { AddEthereumChainParameter } from './types.ts';
import { takeBehaviour, type MethodHandler, type WalletContext } from './wallet-state.ts';

/** Moves the wallet to `chainId`, learning it if new, and emits `chainChanged` when it changed. */
export function moveToChain(context: WalletContext, chainId: Hex): void {
  const { state } = context;
  if (!state.knownChains.has(chainId)) state.knownChains.set(chainId, undefined);
  if (state.chainId === chainId) return;
  state.chainId = chainId;
  context.save();
  context.emit('chainChanged', formatChainId(chainId, state.chainIdFormat));
}

function firstParam(params: readonly unknown[] | object | undefined): Record<string, unknown> | undefined {
  if (!Array.isArray(params)) return undefined;
  const [first] = params as unknown[];
  return typeof first === 'object' && first !== null && !Array.isArray(first) ? (first as Record<string, unknown>) : undefined;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function readAddChainParameter(params: readonly unknown[] | object | undefined): AddEthereumChainParameter {
  const input = firstParam(params);
  const chainId = parseHexChainId(input?.chainId);
  if (!input || !chainId) throw invalidParams('wallet_addEthereumChain expects [{ chainId: "0x…", chainName, rpcUrls, … }]');
  const { chainName, rpcUrls, nativeCurrency, blockExplorerUrls, iconUrls } = input;
  if (typeof chainName !== 'string' || chainName === '') throw invalidParams('chainName must be a non-empty string');
  if (!isStringList(rpcUrls) || rpcUrls.length === 0) throw invalidParams('rpcUrls must be a non-empty list of strings');
  if (blockExplorerUrls !== undefined && !isStringList(blockExplorerUrls)) throw invalidParams('blockExplorerUrls must be a list of strings');
  if (iconUrls !== undefined && !isStringList(iconUrls)) throw invalidParams('iconUrls must be a list of strings');
  let currency: AddEthereumChainParameter['nativeCurrency'];
  if (nativeCurrency !== undefined) {
    const { name, symbol, decimals } = (nativeCurrency ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || typeof symbol !== 'string' || typeof decimals !== 'number') {
      throw invalidParams('nativeCurrency must be { name: string, symbol: string, decimals: number }');
    }
    currency = { name, symbol, decimals };
  }
  return {
    chainId,
    chainName,
    rpcUrls: [...rpcUrls],
    ...(currency ? { nativeCurrency: currency } : {}),
    ...(blockExplorerUrls ? { blockExplorerUrls: [...blockExplorerUrls] } : {}),
    ...(iconUrls ? { iconUrls: [...iconUrls] } : {}),
  };
}

export const chainMethods: Readonly<Record<string, MethodHandler>> = {
  eth_chainId: ({ state }) => formatChainId(state.chainId, state.chainIdFormat),
  wallet_switchEthereumChain: (context, params) => {
    const chainId = parseHexChainId(firstParam(params)?.chainId);
    if (!chainId) throw invalidParams('wallet_switchEthereumChain expects [{ chainId: "0x…" }]');
    const { state } = context;
    const behaviour = takeBehaviour(state.switchChain);
    if (behaviour === 'unsupported') throw unsupportedMethod('wallet_switchEthereumChain');
    if (!state.knownChains.has(chainId)) throw unrecognizedChain(chainId, state.unknownChainVariant);
    if (behaviour === 'reject') throw userRejected();
    moveToChain(context, chainId);
    return null;
  },
  // Adds only; the dapp switches afterwards (some wallets also switch here, none is required to).
  wallet_addEthereumChain: (context, params) => {
    const parameter = readAddChainParameter(params);
    context.state.knownChains.set(parameter.chainId, parameter);
    context.save();
    return null;
  },
};
