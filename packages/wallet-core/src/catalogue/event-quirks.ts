import type { EIP1193Provider, ProviderListener } from '../provider/types.ts';
import { toHexChainId } from './to-hex-chain-id.ts';
import type { ProviderQuirk } from './types.ts';

/**
 * A new provider whose `on` / `removeListener` work around a wallet's event quirks: decimal
 * `chainChanged` ids reach listeners as hex, and broken subscription methods are skipped.
 * Without event quirks the provider is returned as it is.
 */
export function withEventQuirks(provider: EIP1193Provider, quirks: readonly ProviderQuirk[] = []): EIP1193Provider {
  const hexChainChanged = quirks.includes('hexChainChanged');
  const skipOn = quirks.includes('noOn');
  const skipRemoveListener = quirks.includes('noRemoveListener');
  if (!hexChainChanged && !skipOn && !skipRemoveListener) return provider;

  // The wrapper registered for each chainChanged listener, so removeListener finds it again.
  const hexListeners = new WeakMap<ProviderListener, ProviderListener>();
  const listenerFor = (event: string, listener: ProviderListener): ProviderListener => {
    if (!hexChainChanged || event !== 'chainChanged') return listener;
    let wrapped = hexListeners.get(listener);
    if (!wrapped) {
      wrapped = (chainId, ...rest) => {
        listener(toHexChainId(chainId), ...rest);
      };
      hexListeners.set(listener, wrapped);
    }
    return wrapped;
  };

  const patched: EIP1193Provider = {
    request: (args) => provider.request(args),
    on: (event, listener) => {
      if (!skipOn) provider.on(event, listenerFor(event, listener));
      return patched;
    },
    removeListener: (event, listener) => {
      if (skipRemoveListener) return patched;
      const registered = hexChainChanged && event === 'chainChanged' ? hexListeners.get(listener) : undefined;
      provider.removeListener(event, registered ?? listener);
      return patched;
    },
  };
  return patched;
}
