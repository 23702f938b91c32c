import type { Deposit } from '@site/api-contract';
import type { EIP1193Provider } from '@site/wallet-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiQuery, invalidateApiQueries } from '../api/api-query.ts';
import { queryClient } from '../api/query-client.ts';
import { forgetInFlightDeposit, readInFlightDeposit, rememberInFlightDeposit } from './in-flight-deposit.ts';
import { sendDeposit } from './send-deposit.ts';
import { watchDeposit, type DepositWatch } from './watch-deposit.ts';

/** Where one deposit is, from the wallet to the credit. */
export type DepositFlow =
  | { step: 'idle' }
  | { step: 'wallet' }
  /** The wallet said no (4001), or a request of ours already waits in it (-32002): the form stays. */
  | { step: 'rejected' | 'walletBusy' }
  | { step: 'walletFailed'; error: unknown }
  /** The wallet sent it; the server has not answered about it yet. */
  | { step: 'sent'; txHash: string }
  | { step: 'confirming'; txHash: string; deposit: Deposit | null; retrying: unknown }
  /** `goldBalance`: the account's gold coins after the credit (null if they could not be read). */
  | { step: 'credited'; txHash: string; deposit: Deposit; goldBalance: string | null }
  | { step: 'failed'; txHash: string; error: unknown };

export interface DepositFlowControls {
  flow: DepositFlow;
  send: (provider: Pick<EIP1193Provider, 'request'>, transfer: { from: string; to: string; valueWei: bigint }) => void;
  checkNow: () => void;
  /** Back to the form for another deposit. */
  reset: () => void;
}

/**
 * One deposit from the account `accountId`: the wallet sends, the server confirms and credits.
 * The hash in flight is kept in storage, so a reload (or coming back later) resumes confirming it.
 * Render it with `key={accountId}`: the deposit in flight is read when it is first rendered.
 */
export function useDepositFlow(accountId: string): DepositFlowControls {
  // Read once: the page is rendered again, with a new key, for another account.
  const [resumed] = useState(() => readInFlightDeposit(accountId));
  const [flow, setFlow] = useState<DepositFlow>(() => (resumed ? { step: 'confirming', txHash: resumed.txHash, deposit: null, retrying: null } : { step: 'idle' }));
  const watch = useRef<DepositWatch | null>(null);
  const seenConfirmations = useRef<number | null>(null);

  const follow = useCallback((txHash: string) => {
    watch.current?.stop();
    watch.current = watchDeposit(txHash, (update) => {
      if (update.kind === 'confirming') {
        setFlow({ step: 'confirming', txHash, deposit: update.deposit, retrying: update.retrying });
        const confirmations = update.deposit?.confirmations ?? null;
        if (confirmations !== null && confirmations !== seenConfirmations.current) {
          seenConfirmations.current = confirmations;
          void invalidateApiQueries('listDeposits');
        }
        return;
      }
      forgetInFlightDeposit(txHash);
      seenConfirmations.current = null;
      void invalidateApiQueries('listDeposits', 'getEconomySummary', 'getLedgerBalances', 'listLedgerTransfers');
      if (update.kind === 'failed') {
        setFlow({ step: 'failed', txHash, error: update.error });
        return;
      }
      void queryClient.query(apiQuery('getLedgerBalances')).then(
        ({ balances }) => {
          setFlow({ step: 'credited', txHash, deposit: update.deposit, goldBalance: balances.gold_coin });
        },
        () => {
          setFlow({ step: 'credited', txHash, deposit: update.deposit, goldBalance: null });
        },
      );
    });
  }, []);

  useEffect(() => {
    if (resumed) follow(resumed.txHash);
    return () => {
      watch.current?.stop();
      watch.current = null;
    };
  }, [resumed, follow]);

  const send = useCallback<DepositFlowControls['send']>(
    (provider, transfer) => {
      setFlow({ step: 'wallet' });
      void sendDeposit(provider, transfer).then((outcome) => {
        if (outcome.status === 'sent') {
          rememberInFlightDeposit({ accountId, txHash: outcome.txHash });
          setFlow({ step: 'sent', txHash: outcome.txHash });
          follow(outcome.txHash);
        } else if (outcome.status === 'failed') setFlow({ step: 'walletFailed', error: outcome.error });
        else setFlow({ step: outcome.status === 'rejected' ? 'rejected' : 'walletBusy' });
      });
    },
    [accountId, follow],
  );

  return {
    flow,
    send,
    checkNow: () => watch.current?.checkNow(),
    reset: () => {
      setFlow({ step: 'idle' });
    },
  };
}
