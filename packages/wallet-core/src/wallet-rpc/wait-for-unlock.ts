import type { EIP1193Provider } from '../provider/types.ts';

/**
 * After a -32002 answer, the wallet already shows an account request: wait until the person
 * finishes it there, i.e. the first `accountsChanged` carrying an account. Resolves `false` when
 * `signal` aborts first. The listener is always removed.
 */
export function waitForUnlock(provider: EIP1193Provider, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve(false);
      return;
    }
    const finish = (unlocked: boolean) => {
      signal.removeEventListener('abort', onAbort);
      try {
        provider.removeListener('accountsChanged', onAccounts);
      } catch {
        // A wallet whose removeListener throws must not keep the connect flow waiting.
      }
      resolve(unlocked);
    };
    const onAccounts = (accounts: unknown) => {
      if (Array.isArray(accounts) && accounts.length > 0) finish(true);
    };
    const onAbort = () => {
      finish(false);
    };
    signal.addEventListener('abort', onAbort);
    try {
      provider.on('accountsChanged', onAccounts);
    } catch {
      // Without events we cannot learn about the unlock; the caller can still cancel.
    }
  });
}
