import type { ConnectedWallet } from '@site/wallet-core';
import { useCallback, useState } from 'react';
import { logger } from '../logging/logger.ts';
import { actionRequiredWallet } from './action-required.ts';
import { walletSession } from './wallet-session.ts';

export interface SwitchAccount {
  /** Asks the wallet for its account picker; the connector sends one request while it is open. */
  switchAccount: (wallet: ConnectedWallet) => void;
  /** The wallet whose last request failed for a reason other than the visitor saying no. */
  failedWallet: string | null;
  /** The wallet whose picker is open, until it answers: its button shows `aria-busy`. */
  pendingWallet: string | null;
}

/**
 * "Switch account": the connector's `requestAccountSelection` (the wallet's own picker). A wallet
 * without one gets the action-required modal, asking the visitor to switch inside the wallet; a
 * visitor who closes the picker sees nothing more. After a choice the connector follows the
 * wallet's `accountsChanged` by itself, so the page needs no refresh.
 */
export function useSwitchAccount(): SwitchAccount {
  const [failedWallet, setFailedWallet] = useState<string | null>(null);
  const [pendingWallet, setPendingWallet] = useState<string | null>(null);

  const switchAccount = useCallback((wallet: ConnectedWallet) => {
    const session = walletSession.get();
    // A connected wallet is only shown once the connector is ready.
    if (session.status !== 'ready') return;
    setFailedWallet(null);
    setPendingWallet(wallet.label);
    void session.connector.requestAccountSelection({ label: wallet.label }).then((outcome) => {
      setPendingWallet(null);
      if (outcome.status === 'unsupported') actionRequiredWallet.set(wallet.label);
      else if (outcome.status === 'failed') {
        logger.warn(`${wallet.label} could not open its account picker`, outcome.error);
        setFailedWallet(wallet.label);
      }
    });
  }, []);

  return { switchAccount, failedWallet, pendingWallet };
}
