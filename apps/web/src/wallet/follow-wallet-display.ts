import { selectPrimaryAccount, type WalletConnector, type WalletConnectorState } from '@site/wallet-core';
import { walletDisplay, type WalletDisplay } from './wallet-display.ts';

function displayOf(state: WalletConnectorState): WalletDisplay {
  return { address: selectPrimaryAccount(state)?.address ?? null, restoring: state.autoconnect === 'running' };
}

/** Keeps `walletDisplay` in step with the connector (loaded with the wallet stack). */
export function followWalletDisplay(connector: WalletConnector): void {
  const update = (state: WalletConnectorState): void => {
    const next = displayOf(state);
    const current = walletDisplay.get();
    if (next.address !== current.address || next.restoring !== current.restoring) walletDisplay.set(next);
  };
  update(connector.getState());
  connector.subscribe(update);
}
