import type { ConnectedWallet } from '@site/wallet-core';
import { useCallback, useRef, useState } from 'react';
import { logger } from '../logging/logger.ts';
import { actionRequiredWallet } from './action-required.ts';
import { requestAccountSelection } from './request-account-selection.ts';

export interface SwitchAccount {
  /** Asks the wallet for its account picker; a second click while one is open does nothing. */
  switchAccount: (wallet: ConnectedWallet) => void;
  /** The wallet whose last request failed for a reason other than the visitor saying no. */
  failedWallet: string | null;
}

/**
 * "Switch account": the wallet's own picker through `wallet_requestPermissions`. A wallet without
 * one (4200) gets the action-required modal, asking the visitor to switch inside the wallet; a
 * visitor who closes the picker (4001) sees nothing more. After a choice the connector follows
 * the wallet's `accountsChanged` by itself, so the page needs no refresh.
 */
export function useSwitchAccount(): SwitchAccount {
  const pending = useRef(new Set<string>());
  const [failedWallet, setFailedWallet] = useState<string | null>(null);

  const switchAccount = useCallback((wallet: ConnectedWallet) => {
    if (pending.current.has(wallet.label)) return;
    pending.current.add(wallet.label);
    setFailedWallet(null);
    void requestAccountSelection(wallet.provider).then((outcome) => {
      pending.current.delete(wallet.label);
      if (outcome.status === 'unsupported') actionRequiredWallet.set(wallet.label);
      else if (outcome.status === 'failed') {
        logger.warn(`${wallet.label} could not open its account picker (${String(outcome.code)}): ${outcome.message}`);
        setFailedWallet(wallet.label);
      }
    });
  }, []);

  return { switchAccount, failedWallet };
}
