import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * /deposit-gold-coin inside the Telegram mini app, in place of the CORE deposit: Telegram sells
 * digital goods in mini apps for Telegram Stars only. The Stars pack list goes here.
 */
export function TelegramDeposit(): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="economy-panel" aria-labelledby="telegram-deposit-heading">
      <h2 id="telegram-deposit-heading">{t('miniApp.depositHeading')}</h2>
      <p className="notice" role="status">
        {t('miniApp.depositSoon')}
      </p>
    </section>
  );
}
