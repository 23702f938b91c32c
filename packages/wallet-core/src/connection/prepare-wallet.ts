import type { ChainId } from '../chains/types.ts';
import { WalletCoreError } from '../errors/base-error.ts';
import type { EIP1193Provider } from '../provider/types.ts';
import type { WalletModule } from '../wallets/types.ts';
import { loadSafeIcon } from '../discovery/to-available-wallet.ts';
import type { ConnectorContext } from './connector-context.ts';
import { requestWalletAccess, type RequestWalletAccessOptions } from '../wallet-rpc/request-wallet-access.ts';
import { toWalletCoreError } from '../provider/to-wallet-core-error.ts';

/** A wallet that granted access, not yet part of the state. */
export interface PreparedWallet {
  module: WalletModule;
  provider: EIP1193Provider;
  accounts: string[];
  chainId: ChainId;
}

export type PrepareResult =
  | { status: 'granted'; wallet: PreparedWallet }
  | { status: 'rejected'; error: WalletCoreError }
  | { status: 'failed'; error: WalletCoreError }
  | { status: 'cancelled' };

/**
 * Gets the module's provider and asks it for access. A module whose `getInterface` throws (Frame
 * without its app) or gives no provider is a failure value, never a throw.
 */
export async function prepareWallet(
  context: ConnectorContext,
  module: WalletModule,
  options: RequestWalletAccessOptions,
): Promise<PrepareResult> {
  // Start loading the icon now, so it is usually ready when the wallet connects.
  void loadSafeIcon(module);
  let walletInterface: unknown;
  try {
    walletInterface = await module.getInterface({
      chains: context.config.chains,
      appMetadata: context.config.appMetadata,
    });
  } catch (error) {
    return { status: 'failed', error: toWalletCoreError(error, `${module.label} could not be started`) };
  }
  const provider = readProvider(walletInterface);
  if (!provider) return { status: 'failed', error: new WalletCoreError(`${module.label} gave no usable provider`) };
  if (options.signal.aborted) return { status: 'cancelled' };
  const access = await requestWalletAccess(provider, options);
  if (access.status !== 'granted') return access;
  return { status: 'granted', wallet: { module, provider, accounts: access.accounts, chainId: access.chainId } };
}

function readProvider(walletInterface: unknown): EIP1193Provider | undefined {
  try {
    const provider: unknown = (walletInterface as { provider?: unknown } | null)?.provider;
    const usable =
      typeof provider === 'object' && provider !== null && typeof (provider as EIP1193Provider).request === 'function';
    return usable ? (provider as EIP1193Provider) : undefined;
  } catch {
    return undefined;
  }
}
