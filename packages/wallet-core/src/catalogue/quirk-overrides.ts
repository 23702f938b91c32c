import type { RequestOverrides } from '../provider/types.ts';
import { toHexChainId } from './to-hex-chain-id.ts';
import type { ProviderQuirk } from './types.ts';

/** The request overrides `createEIP1193Provider` applies for a wallet's quirks. */
export function quirkOverrides(quirks: readonly ProviderQuirk[] = []): RequestOverrides {
  const overrides: Record<string, RequestOverrides[string]> = {};
  if (quirks.includes('noSelectAccounts')) overrides['wallet_requestPermissions'] = null;
  if (quirks.includes('noSwitchChain')) overrides['wallet_switchEthereumChain'] = null;
  if (quirks.includes('hexChainId')) {
    overrides['eth_chainId'] = async (baseRequest) => toHexChainId(await baseRequest({ method: 'eth_chainId' }));
  }
  if (quirks.includes('accountsOnRequest')) {
    overrides['eth_requestAccounts'] = (baseRequest) => baseRequest({ method: 'eth_accounts' });
  }
  return overrides;
}
