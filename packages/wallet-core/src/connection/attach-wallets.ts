import { loadSafeIcon, peekSafeIcon } from '../discovery/to-available-wallet.ts';
import { applyAccounts, applyChain, newAccount } from './apply-wallet-changes.ts';
import type { ConnectorContext } from './connector-context.ts';
import { updateWallet } from './connector-context.ts';
import { detachWallet } from './detach-wallet.ts';
import type { PreparedWallet } from './prepare-wallet.ts';
import { refreshAccountDetails } from './refresh-account-details.ts';
import type { ConnectedWallet, WalletConnectorState } from './types.ts';
import { watchWalletEvents } from '../wallet-rpc/watch-wallet-events.ts';

/**
 * Puts wallets that granted access into the state, in ONE change together with `statePatch`
 * (so autoconnect and the connect step never flicker). Each goes to the front, so the last one
 * given ends up primary; a wallet already connected under the same label is replaced. Then the
 * wallets are followed, remembered in storage, announced with `connected`, and their balances and
 * names are read.
 */
export function attachWallets(
  context: ConnectorContext,
  prepared: readonly PreparedWallet[],
  statePatch: Partial<WalletConnectorState> = {},
): ConnectedWallet[] {
  const { storage } = context.config;
  const attached: ConnectedWallet[] = [];
  for (const wallet of prepared) {
    const { label } = wallet.module;
    const previous = context.sessions.get(label);
    if (previous) {
      previous.stopWatching();
      context.sessions.delete(label);
    }
    const connected: ConnectedWallet = Object.freeze({
      label,
      icon: peekSafeIcon(wallet.module),
      provider: wallet.provider,
      accounts: Object.freeze(wallet.accounts.map(newAccount)),
      chainId: wallet.chainId,
      // The same default as the wallet list (`availableWallets`) and `filterWallets` use.
      source: wallet.module.source ?? 'catalogue',
    });
    const stopWatching = watchWalletEvents(wallet.provider, {
      onAccountsChanged(accounts) {
        if (accounts.length > 0) {
          applyAccounts(context, label, accounts);
          return;
        }
        // An empty list: the wallet disconnected (or locked) this site.
        context.emit('accountsChanged', label, []);
        if (detachWallet(context, label)) storage.forgetConnected(label);
      },
      onChainChanged(chainId) {
        applyChain(context, label, chainId);
      },
      onDisconnect() {
        if (detachWallet(context, label)) storage.forgetConnected(label);
      },
    });
    context.sessions.set(label, { label, module: wallet.module, provider: wallet.provider, stopWatching });
    attached.unshift(connected);
  }

  const labels = new Set(attached.map((wallet) => wallet.label));
  context.store.update((state) =>
    attached.length === 0
      ? statePatch
      : {
          ...statePatch,
          wallets: Object.freeze([...attached, ...state.wallets.filter((wallet) => !labels.has(wallet.label))]),
        },
  );

  if (attached.length > 0) storage.setDisconnected(false);
  for (const wallet of [...attached].reverse()) {
    storage.rememberConnected(wallet.label);
    context.emit('connected', wallet);
    void refreshAccountDetails(context, wallet.label);
    const module = context.sessions.get(wallet.label)?.module;
    if (module) {
      void loadSafeIcon(module).then((icon) => {
        updateWallet(context, wallet.label, (current) => (current.provider === wallet.provider ? { icon } : {}));
      });
    }
  }
  return attached;
}
