import type { Deposit } from '@site/api-contract';
import { pollApi, type NextAsk, type PollAnswer } from '../api/poll-api.ts';
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
 * Asks the server to credit `txHash` (`POST /api/deposits`, through the query cache: `pollApi`)
 * until it is credited or refused for good: 202 while confirming, again after a growing pause (see
 * `depositPollDelayMs`). Each answer is reported through `onStep`; nothing is reported after `stop`.
 */
export function watchDeposit(txHash: string, onStep: (step: DepositWatchStep) => void): DepositWatch {
  let attempt = 0;
  let settled = false;
  let latest: Deposit | null = null;
  let unknownSince: number | null = null;

  const onAnswer = (answer: PollAnswer<'claimDeposit'>): NextAsk => {
    if (settled) return false;
    let retryAfterSeconds: number | undefined;
    if (answer.ok) {
      const deposit = answer.data;
      unknownSince = null;
      if (deposit.state === 'credited') {
        settled = true;
        onStep({ kind: 'credited', deposit });
        return false;
      }
      latest = deposit;
      onStep({ kind: 'confirming', deposit, retrying: null });
    } else {
      const { error } = answer;
      const now = Date.now();
      if (error instanceof ApiError && error.code === 'deposit_unknown') unknownSince ??= now;
      if (isFinalClaimFailure(error, unknownSince, now)) {
        settled = true;
        onStep({ kind: 'failed', error });
        return false;
      }
      retryAfterSeconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
      onStep({ kind: 'confirming', deposit: latest, retrying: error });
    }
    const delay = depositPollDelayMs(attempt, retryAfterSeconds);
    attempt += 1;
    return delay;
  };
  const poll = pollApi('claimDeposit', [{ body: { txHash } }], onAnswer);

  return {
    checkNow() {
      attempt = 0;
      if (!settled) poll.askNow();
    },
    stop() {
      poll.stop();
    },
  };
}
