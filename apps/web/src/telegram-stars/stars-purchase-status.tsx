import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/api-error-text.ts';
import { assetAmountText } from '../economy/asset-text.ts';
import type { StarsPurchase } from './use-stars-purchase.ts';

/**
 * What the purchase is doing, in two regions that stay in the page (a region inserted with its
 * text is often not announced): a polite status for the steps and outcomes, an alert for
 * failures. Each new step moves focus to its region, since the Buy button just pressed is
 * disabled meanwhile and a keyboard or screen-reader user must not be left on nothing.
 */
export function StarsPurchaseStatus({ purchase, onCheckAgain }: { purchase: StarsPurchase; onCheckAgain: () => void }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const statusRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const failed = purchase.step === 'error' || purchase.step === 'payment-failed';
  const slow = purchase.step === 'confirming' && purchase.slow;

  useEffect(() => {
    if (purchase.step === 'idle') return;
    (failed ? alertRef : statusRef).current?.focus();
    // `slow` only adds a sentence: the region announces it without taking focus again.
  }, [purchase.step, failed]);

  const gold = (amount: string): string => assetAmountText(t, 'gold_coin', amount, language);

  let status: ReactNode = null;
  switch (purchase.step) {
    case 'creating':
      status = <p>{t('telegramStars.creating')}</p>;
      break;
    case 'open':
      status = <p>{t('telegramStars.open')}</p>;
      break;
    case 'confirming':
      status = (
        <>
          <p>{t(purchase.way === 'invoice' ? 'telegramStars.confirming' : 'telegramStars.openedOutside')}</p>
          {slow && <p>{t('telegramStars.slow')}</p>}
        </>
      );
      break;
    case 'not-confirmed':
      status = (
        <>
          <p>{t('telegramStars.notConfirmed')}</p>
          <button type="button" className="button" onClick={onCheckAgain}>
            {t('telegramStars.checkAgain')}
          </button>
        </>
      );
      break;
    case 'credited':
      status = (
        <>
          <p>{t('telegramStars.credited', { coins: gold(purchase.pack.goldCoins) })}</p>
          {purchase.goldBalance !== null && <p data-stars-balance={purchase.goldBalance}>{t('telegramStars.balanceNow', { balance: gold(purchase.goldBalance) })}</p>}
        </>
      );
      break;
    case 'cancelled':
      status = <p>{t('telegramStars.cancelled')}</p>;
      break;
    default:
  }

  let alert: ReactNode = null;
  if (purchase.step === 'payment-failed') alert = <p>{t('telegramStars.paymentFailed')}</p>;
  else if (purchase.step === 'error') {
    alert = <p>{purchase.stage === 'create' ? `${t('telegramStars.createFailed')} ${apiErrorText(t, purchase.error)}` : t('telegramStars.openFailed')}</p>;
  }

  const tone = purchase.step === 'credited' ? 'notice notice--success' : 'notice';
  return (
    <>
      <div ref={statusRef} tabIndex={-1} role="status" className={status === null ? 'stars-status' : `stars-status ${tone} notice--stack`}>
        {status}
      </div>
      <div ref={alertRef} tabIndex={-1} role="alert" className={alert === null ? 'stars-status' : 'stars-status notice notice--error'}>
        {alert}
      </div>
    </>
  );
}
