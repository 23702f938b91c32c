import type { Deposit } from '@site/api-contract';
import { api } from '../api/api.ts';
import { ApiError } from '@site/api-contract/client';
import { isFinalClaimFailure } from './claim-failure.ts';
import { depositPollDelayMs } from './poll-delay.ts';

export type DepositWatchStep =
  /** `deposit`: the server's latest answer (null until it has seen the hash); `retrying`: why the last ask failed, if it did. */
  | { kind: 'confirming'; deposit: Deposit | null; retrying: unknown }
  | { kind: 'credited'; deposit: Deposit }
  | { kind: 'failed'; error: unknown };

export interface DepositWatch {
  /** Asks the server now instead of at the next planned moment (the "check now" button). */
  checkNow(): void;
  stop(): void;
}

/**
 * Asks the server to credit `txHash` (`POST /api/deposits`) until it is credited or refused for
 * good: 202 while confirming, again after a growing pause (see `depositPollDelayMs`). Each answer
 * is reported through `onStep`; nothing is reported after `stop`.
 */
export function watchDeposit(txHash: string, onStep: (step: DepositWatchStep) => void): DepositWatch {
  let stopped = false;
  // A function, so that each check after an await reads the current value (stop() may run meanwhile).
  const isStopped = (): boolean => stopped;
  let wake: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const pause = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  const run = async (): Promise<void> => {
    let latest: Deposit | null = null;
    let unknownSince: number | null = null;
    while (!isStopped()) {
      let retryAfterSeconds: number | undefined;
      try {
        const deposit = await api.call('claimDeposit', { body: { txHash } });
        if (isStopped()) return;
        unknownSince = null;
        if (deposit.state === 'credited') {
          onStep({ kind: 'credited', deposit });
          return;
        }
        latest = deposit;
        onStep({ kind: 'confirming', deposit, retrying: null });
      } catch (error) {
        if (isStopped()) return;
        const now = Date.now();
        if (error instanceof ApiError && error.code === 'deposit_unknown') unknownSince ??= now;
        if (isFinalClaimFailure(error, unknownSince, now)) {
          onStep({ kind: 'failed', error });
          return;
        }
        retryAfterSeconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
        onStep({ kind: 'confirming', deposit: latest, retrying: error });
      }
      await pause(depositPollDelayMs(attempt, retryAfterSeconds));
      attempt += 1;
    }
  };
  void run();

  return {
    checkNow() {
      attempt = 0;
      clearTimeout(timer);
      wake?.();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
    },
  };
}
