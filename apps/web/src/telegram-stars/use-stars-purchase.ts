import type { ResponseOf } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api/api.ts';
import { refreshEconomySummary } from '../economy/economy-summary.ts';
import { openStarsInvoice } from './open-stars-invoice.ts';
import { newestTransferId, watchStarsCredit, type StarsCreditWatch } from './watch-stars-credit.ts';

export type StarsPack = ResponseOf<'listTelegramStarsPacks'>['packs'][number];

export type StarsPurchase =
  | { step: 'idle' }
  /** The server is making the order and Telegram its invoice link. */
  | { step: 'creating'; pack: StarsPack }
  /** Telegram's payment sheet is open. */
  | { step: 'open'; pack: StarsPack }
  /** Paid (or opened outside the page by an old client): waiting for the server to credit the gold. */
  | { step: 'confirming'; pack: StarsPack; way: 'invoice' | 'telegram-link'; slow: boolean }
  /** Not credited within the watch's bound: the player may check again. */
  | { step: 'not-confirmed'; pack: StarsPack; way: 'invoice' | 'telegram-link' }
  /** `goldBalance`: the account's gold after the credit, as the server says (null when it could not say). */
  | { step: 'credited'; pack: StarsPack; goldBalance: string | null }
  | { step: 'cancelled'; pack: StarsPack }
  /** Telegram said the payment failed. */
  | { step: 'payment-failed'; pack: StarsPack }
  /** No invoice: the server refused or failed (`error` is its ApiError), or the SDK could not open it. */
  | { step: 'error'; pack: StarsPack; error: unknown; stage: 'create' | 'open' };

/** True while a purchase is under way, so no second one starts. */
export const isPurchaseBusy = (purchase: StarsPurchase): boolean => purchase.step === 'creating' || purchase.step === 'open' || purchase.step === 'confirming';

/**
 * One Stars purchase at a time for the signed-in account: ask the server for the invoice link
 * (createTelegramStarsInvoice), open it with the mini-app SDK, and after a payment watch the
 * ledger until the webhook has credited the pack's gold, then read the balance afresh.
 */
export function useStarsPurchase(): { purchase: StarsPurchase; buy: (pack: StarsPack) => void; checkAgain: () => void } {
  const [purchase, setPurchase] = useState<StarsPurchase>({ step: 'idle' });
  const watch = useRef<StarsCreditWatch | null>(null);
  const mounted = useRef(true);
  const { mutateAsync: createInvoice } = useMutation({ mutationFn: (stars: StarsPack['stars']) => api.call('createTelegramStarsInvoice', { body: { stars } }) });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      watch.current?.stop();
    };
  }, []);

  const update = useCallback((next: StarsPurchase): void => {
    if (mounted.current) setPurchase(next);
  }, []);

  const waitForCredit = useCallback(
    (pack: StarsPack, way: 'invoice' | 'telegram-link', afterId: bigint): void => {
      update({ step: 'confirming', pack, way, slow: false });
      watch.current?.stop();
      watch.current = watchStarsCredit(afterId, pack.goldCoins, (step) => {
        if (step.kind === 'waiting') update({ step: 'confirming', pack, way, slow: step.slow });
        else if (step.kind === 'gave-up') update({ step: 'not-confirmed', pack, way });
        else {
          void refreshEconomySummary().then((summary) => {
            update({ step: 'credited', pack, goldBalance: summary?.balances.gold_coin ?? null });
          });
        }
      });
    },
    [update],
  );

  const buy = useCallback(
    (pack: StarsPack): void => {
      watch.current?.stop();
      watch.current = null;
      update({ step: 'creating', pack });
      void (async () => {
        let invoiceLink: string;
        let afterId: bigint;
        try {
          // The newest transfer before the order: the credit to wait for comes after it.
          afterId = await newestTransferId();
          invoiceLink = (await createInvoice(pack.stars)).invoiceLink;
        } catch (error) {
          update({ step: 'error', pack, error, stage: 'create' });
          return;
        }
        if (!mounted.current) return;
        update({ step: 'open', pack });
        const opened = await openStarsInvoice(invoiceLink);
        if (opened.way === 'refused') update({ step: 'error', pack, error: opened.error, stage: 'open' });
        else if (opened.way === 'telegram-link') waitForCredit(pack, 'telegram-link', afterId);
        else if (opened.status === 'cancelled') update({ step: 'cancelled', pack });
        else if (opened.status === 'failed') update({ step: 'payment-failed', pack });
        // paid, or pending (Telegram is still taking the Stars): the server's credit decides.
        else waitForCredit(pack, 'invoice', afterId);
      })();
    },
    [update, waitForCredit, createInvoice],
  );

  const checkAgain = useCallback((): void => {
    if (purchase.step === 'not-confirmed') update({ step: 'confirming', pack: purchase.pack, way: purchase.way, slow: true });
    watch.current?.checkNow();
  }, [purchase, update]);

  return { purchase, buy, checkAgain };
}
