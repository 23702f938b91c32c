import type { Hex } from '../chain/types.ts';
import { isAddress } from './address.ts';
import { parseHexChainId } from './chain-id.ts';
import type { AddEthereumChainParameter } from './types.ts';
import type { WalletState } from './wallet-state.ts';

interface PersistedState {
  chainId: Hex;
  knownChains: [Hex, AddEthereumChainParameter | null][];
  accounts: Hex[] | null;
  permitted: boolean;
  permittedAt: number;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Writes what a real wallet keeps across page loads: site permission, accounts and chains. */
export function savePersistedState(key: string, state: WalletState): void {
  const persisted: PersistedState = {
    chainId: state.chainId,
    knownChains: [...state.knownChains].map(([id, parameter]) => [id, parameter ?? null]),
    accounts: state.accounts ?? null,
    permitted: state.permitted,
    permittedAt: state.permittedAt,
  };
  try {
    storage()?.setItem(key, JSON.stringify(persisted));
  } catch {
    // Storage full or blocked: the wallet still works, it just forgets on reload.
  }
}

/** Restores a saved state into `state`; corrupt or missing data leaves it untouched. */
export function loadPersistedState(key: string, state: WalletState): void {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(key);
  } catch {
    return;
  }
  if (!raw) return;
  let parsed: Partial<PersistedState>;
  try {
    parsed = JSON.parse(raw) as Partial<PersistedState>;
  } catch {
    return;
  }
  const chainId = parseHexChainId(parsed.chainId);
  if (!chainId || !Array.isArray(parsed.knownChains)) return;
  state.chainId = chainId;
  for (const [id, parameter] of parsed.knownChains) {
    const known = parseHexChainId(id);
    if (known) state.knownChains.set(known, parameter ?? undefined);
  }
  if (Array.isArray(parsed.accounts) && parsed.accounts.every(isAddress)) state.accounts = parsed.accounts;
  state.permitted = parsed.permitted === true;
  state.permittedAt = typeof parsed.permittedAt === 'number' ? parsed.permittedAt : 0;
}
