import type { LedgerTransfer, ResponseOf } from '@site/api-contract';
import { apiQuery } from '../api/api-query.ts';
import { pollApi, type NextAsk, type PollAnswer } from '../api/poll-api.ts';
import { queryClient } from '../api/query-client.ts';

type StarsCreditStep =
  /** Not credited yet; `slow` once it has taken longer than a payment usually does. */
  | { kind: 'waiting'; slow: boolean }
  | { kind: 'credited'; transfer: LedgerTransfer }
  /** Still not credited when the watch stopped asking (`checkNow` starts again). */
  | { kind: 'gave-up' };

export interface StarsCreditWatch {
  /** Asks again now; after `gave-up`, starts a new bounded watch. */
  checkNow(): void;
  stop(): void;
}

/** Telegram reports a payment to the bot within seconds; past this the page says it takes long. */
const slowAfterMs = 15_000;
/** The page stops asking after this and offers to check again. */
const giveUpAfterMs = 120_000;
const firstDelayMs = 1_000;
const longestDelayMs = 5_000;

/** The id of the account's newest transfer (0 with none): a credit after it is new. */
export async function newestTransferId(): Promise<bigint> {
  const page = await queryClient.query(apiQuery('listLedgerTransfers', { query: { limit: '1' } }));
  return BigInt(page.transfers[0]?.id ?? '0');
}

/** The gold credited for a Stars payment after `afterId`, if the newest page of the history has it. */
function findStarsCredit(page: ResponseOf<'listLedgerTransfers'>, afterId: bigint, goldCoins: string): LedgerTransfer | null {
  return page.transfers.find((transfer) => transfer.reason === 'telegram_stars' && transfer.asset === 'gold_coin' && transfer.amount === goldCoins && BigInt(transfer.id) > afterId) ?? null;
}

/**
 * Asks the server's ledger (the newest page of the history, through the query cache: `pollApi`),
 * at growing intervals (1 s to 5 s), for the pack's gold credited after `afterId` (the webhook
 * credits it once Telegram reports the payment), until it is there or two minutes have passed. A
 * failed ask is asked again; nothing is reported after `stop`.
 */
export function watchStarsCredit(afterId: bigint, goldCoins: string, onStep: (step: StarsCreditStep) => void): StarsCreditWatch {
  let running = true;
  let credited = false;
  let startedAt = Date.now();
  let attempt = 0;

  const onAnswer = (answer: PollAnswer<'listLedgerTransfers'>): NextAsk => {
    if (!running) return false;
    const credit = answer.ok ? findStarsCredit(answer.data, afterId, goldCoins) : null;
    if (credit) {
      running = false;
      credited = true;
      onStep({ kind: 'credited', transfer: credit });
      return false;
    }
    const waited = Date.now() - startedAt;
    if (waited >= giveUpAfterMs) {
      running = false;
      onStep({ kind: 'gave-up' });
      return false;
    }
    onStep({ kind: 'waiting', slow: waited >= slowAfterMs });
    const delay = Math.min(longestDelayMs, firstDelayMs * 1.5 ** attempt);
    attempt += 1;
    return delay;
  };
  const poll = pollApi('listLedgerTransfers', [{ query: { limit: '20' } }], onAnswer);

  return {
    checkNow() {
      if (credited) return;
      if (!running) {
        // A new bounded watch.
        running = true;
        startedAt = Date.now();
        attempt = 0;
      }
      poll.askNow();
    },
    stop() {
      running = false;
      poll.stop();
    },
  };
}
