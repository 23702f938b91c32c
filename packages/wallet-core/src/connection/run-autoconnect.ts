import type { ConnectorContext } from './connector-context.ts';
import { attachWallets } from './attach-wallets.ts';
import { findWalletOption } from './find-wallet-option.ts';
import { prepareWallet, type PreparedWallet } from './prepare-wallet.ts';

/** Whether autoconnect has anything to do: enabled, not disconnected on purpose, a wallet remembered. */
export function shouldAutoconnect(context: Pick<ConnectorContext, 'config'>): boolean {
  const { autoconnect, storage } = context.config;
  return autoconnect !== false && !storage.isDisconnected() && storage.getLastConnected().length > 0;
}

/**
 * Reconnects the remembered wallets without prompting where the wallet allows it (`eth_accounts`
 * first): the last one, or all of them (`all`), oldest first so the most recent ends up primary.
 * Wallets that announce or inject late are waited for within the late-injection window. All
 * reconnected wallets appear in one state change with `autoconnect: 'done'` — no flicker. With
 * `all`, wallets that could not reconnect are forgotten.
 */
export async function runAutoconnect(context: ConnectorContext, signal: AbortSignal): Promise<void> {
  if (!shouldAutoconnect(context)) {
    if (context.config.autoconnect !== false) context.store.update({ autoconnect: 'done' });
    return;
  }
  const { storage, autoconnect } = context.config;
  const remembered = storage.getLastConnected();
  const labels = autoconnect === 'all' ? [...remembered].reverse() : remembered.slice(0, 1);

  const results = await Promise.all(labels.map((label) => reconnect(context, label, signal)));
  if (signal.aborted || context.isDestroyed()) return;

  // A wallet the visitor connected by hand meanwhile is already there, and newer.
  const prepared = results.filter(
    (wallet): wallet is PreparedWallet => wallet !== null && !context.sessions.has(wallet.module.label),
  );
  attachWallets(context, prepared, { autoconnect: 'done' });
  if (autoconnect === 'all') {
    labels.forEach((label, index) => {
      if (results[index] === null) storage.forgetConnected(label);
    });
  }
}

async function reconnect(context: ConnectorContext, label: string, signal: AbortSignal): Promise<PreparedWallet | null> {
  const isInstalled = () => findWalletOption(context.refreshWalletOptions(), label)?.installed === true;
  if (!(await context.discovery.waitFor(isInstalled)) || signal.aborted) return null;
  const option = findWalletOption(context.refreshWalletOptions(), label);
  if (!option) return null;
  try {
    const result = await prepareWallet(context, option.wallet, { signal, silent: true });
    return result.status === 'granted' ? result.wallet : null;
  } catch {
    return null;
  }
}
