import { toAccounts } from './address.ts';
import { moveToChain } from './chain-methods.ts';
import { formatChainId, toHexChainId } from './chain-id.ts';
import { disconnected } from './provider-rpc-error.ts';
import type { RequestLogEntry, TestWalletControls } from './types.ts';
import { setBehaviour, type MutableLogEntry, type WalletContext } from './wallet-state.ts';

function copyEntry(entry: MutableLogEntry): RequestLogEntry {
  const copy = { ...entry };
  try {
    return structuredClone(copy);
  } catch {
    return copy;
  }
}

/** The test's side of the wallet; see {@link TestWalletControls} for what each control does. */
export function createControls(context: WalletContext): TestWalletControls {
  const { state } = context;
  return {
    approve: (options) => { setBehaviour(state.accountAccess, 'approve', options?.once); },
    reject: (options) => { setBehaviour(state.accountAccess, 'reject', options?.once); },
    lock: () => {
      if (state.locked) return;
      state.locked = true;
      if (state.permitted) context.emit('accountsChanged', []);
    },
    unlock: async () => {
      if (!state.locked) return;
      state.locked = false;
      const grant = state.permitted || state.accessRequestedWhileLocked;
      state.accessRequestedWhileLocked = false;
      if (!grant) return;
      const accounts = await context.accounts();
      if (!state.permitted) {
        state.permitted = true;
        state.permittedAt = Date.now();
        context.save();
      }
      context.emit('accountsChanged', [...accounts]);
    },
    setSwitchChain: (behaviour, options) => { setBehaviour(state.switchChain, behaviour, options?.once); },
    setUnknownChainVariant: (variant) => { state.unknownChainVariant = variant; },
    setChainIdFormat: (format) => { state.chainIdFormat = format; },
    switchChain: (chainId) => { moveToChain(context, toHexChainId(chainId)); },
    setAccounts: (accounts) => {
      const next = toAccounts(accounts);
      state.accounts = next;
      context.save();
      if (state.permitted && !state.locked) context.emit('accountsChanged', [...next]);
    },
    disconnect: () => {
      if (!state.connected) return;
      state.connected = false;
      context.emit('disconnect', disconnected());
    },
    reconnect: () => {
      if (state.connected) return;
      state.connected = true;
      context.emit('connect', { chainId: formatChainId(state.chainId, state.chainIdFormat) });
    },
    sendMessage: (message) => { context.emit('message', message); },
    respond: (method, reply, options) => {
      if (reply === null) {
        state.scripted.delete(method);
        return;
      }
      const scripted = state.scripted.get(method) ?? { persistent: undefined, next: [] };
      if (options?.once) scripted.next.push(reply);
      else {
        scripted.persistent = reply;
        scripted.next.length = 0;
      }
      state.scripted.set(method, scripted);
    },
    requests: (method) => state.log.filter((entry) => method === undefined || entry.method === method).map(copyEntry),
    clearRequests: () => { state.log.length = 0; },
    state: () => ({
      chainId: state.chainId,
      knownChains: [...state.knownChains.keys()],
      addedChains: [...state.knownChains.values()].filter((parameter) => parameter !== undefined),
      accounts: state.accounts ? [...state.accounts] : undefined,
      permitted: state.permitted,
      locked: state.locked,
      connected: state.connected,
    }),
  };
}
