import type { Chain, ChainId } from '../chains/types.ts';
import type { WalletCoreError } from '../errors/base-error.ts';
import { ProviderRpcErrorCode } from '../errors/provider-error-codes.ts';
import { readErrorCode } from '../provider/read-error-code.ts';
import type { EIP1193Provider } from '../provider/types.ts';
import { toAddChainParameter } from './add-chain-parameters.ts';
import { readWalletChainId } from './read-wallet-chain-id.ts';
import { toWalletCoreError } from '../provider/to-wallet-core-error.ts';

export type SwitchResult =
  | { status: 'switched'; chainId: ChainId }
  /** The wallet cannot switch by itself (4200, the chain could not be added, or it stayed put). */
  | { status: 'switchNeeded'; chainId: ChainId | null }
  | { status: 'failed'; error: WalletCoreError };

/**
 * Moves the wallet to `chain`: `wallet_switchEthereumChain`; when the wallet does not know the
 * chain (4902, also wrapped in `data.originalError`, or -32603) it is added with
 * `wallet_addEthereumChain` and switched to again. The chain id is read back with `eth_chainId`,
 * because some wallets switch without emitting `chainChanged`.
 */
export async function switchWalletChain(provider: EIP1193Provider, chain: Chain): Promise<SwitchResult> {
  const first = await trySwitch(provider, chain.id);
  if (first === null) return confirmChain(provider, chain.id);

  const code = readErrorCode(first);
  if (code === ProviderRpcErrorCode.CHAIN_NOT_ADDED || code === ProviderRpcErrorCode.UNRECOGNIZED_CHAIN_ID) {
    try {
      await provider.request({ method: 'wallet_addEthereumChain', params: [toAddChainParameter(chain)] });
    } catch {
      return { status: 'switchNeeded', chainId: null };
    }
    const second = await trySwitch(provider, chain.id);
    if (second === null) return confirmChain(provider, chain.id);
    return classify(second);
  }
  return classify(first);
}

/** Null when the switch request succeeded, else what the wallet threw. */
async function trySwitch(provider: EIP1193Provider, chainId: ChainId): Promise<unknown> {
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    return null;
  } catch (error) {
    return error ?? new Error('wallet_switchEthereumChain failed');
  }
}

function classify(error: unknown): SwitchResult {
  if (readErrorCode(error) === ProviderRpcErrorCode.UNSUPPORTED_METHOD) return { status: 'switchNeeded', chainId: null };
  return {
    status: 'failed',
    error: toWalletCoreError(error, 'The wallet could not switch networks', 'wallet_switchEthereumChain'),
  };
}

async function confirmChain(provider: EIP1193Provider, wanted: ChainId): Promise<SwitchResult> {
  try {
    const chainId = readWalletChainId(await provider.request({ method: 'eth_chainId' }));
    return chainId === wanted ? { status: 'switched', chainId } : { status: 'switchNeeded', chainId };
  } catch (error) {
    return { status: 'failed', error: toWalletCoreError(error, 'The wallet did not tell its chain') };
  }
}
