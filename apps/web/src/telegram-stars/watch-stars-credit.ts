import type { LedgerTransfer } from '@site/api-contract';
import { api } from '../api/api.ts';

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
  const page = await api.call('listLedgerTransfers', { query: { limit: '1' } });
  return BigInt(page.transfers[0]?.id ?? '0');
}

/** The gold credited for a Stars payment after `afterId`, if the newest page of the history has it. */
async function findStarsCredit(afterId: bigint, goldCoins: string): Promise<LedgerTransfer | null> {
  const page = await api.call('listLedgerTransfers', { query: { limit: '20' } });
  return page.transfers.find((transfer) => transfer.reason === 'telegram_stars' && transfer.asset === 'gold_coin' && transfer.amount === goldCoins && BigInt(transfer.id) > afterId) ?? null;
}

/**
 * Asks the server's ledger, at growing intervals (1 s to 5 s), for the pack's gold credited
 * after `afterId` (the webhook credits it once Telegram reports the payment), until it is there
 * or two minutes have passed. A failed ask is asked again; nothing is reported after `stop`.
 */
export function watchStarsCredit(afterId: bigint, goldCoins: string, onStep: (step: StarsCreditStep) => void): StarsCreditWatch {
  let stopped = false;
  const isStopped = (): boolean => stopped;
  let running = false;
  let wake: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pause = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  const run = async (): Promise<void> => {
    running = true;
    const startedAt = Date.now();
    let attempt = 0;
    while (!isStopped()) {
      const credit = await findStarsCredit(afterId, goldCoins).catch(() => null);
      if (isStopped()) break;
      if (credit) {
        onStep({ kind: 'credited', transfer: credit });
        break;
      }
      const waited = Date.now() - startedAt;
      if (waited >= giveUpAfterMs) {
        onStep({ kind: 'gave-up' });
        break;
      }
      onStep({ kind: 'waiting', slow: waited >= slowAfterMs });
      await pause(Math.min(longestDelayMs, firstDelayMs * 1.5 ** attempt));
      attempt += 1;
    }
    running = false;
  };
  void run();

  return {
    checkNow() {
      if (stopped) return;
      if (running) {
        clearTimeout(timer);
        wake?.();
      } else void run();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
    },
  };
}
