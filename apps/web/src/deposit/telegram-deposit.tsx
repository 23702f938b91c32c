import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import { StarsShop } from '../telegram-stars/stars-shop.tsx';

/**
 * /deposit-gold-coin inside the Telegram mini app, in place of the CORE deposit: Telegram sells
 * digital goods in mini apps for Telegram Stars only (docs/web/behaviour.md#inside-telegram).
 */
export function TelegramDeposit(): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="economy-panel" aria-labelledby="telegram-deposit-heading">
      <h2 id="telegram-deposit-heading">{t('miniApp.depositHeading')}</h2>
      <p>{t('telegramStars.intro')}</p>
      <SignedInGate invitation={t('telegramStars.signInFirst')}>{(account) => <StarsShop key={account.id} />}</SignedInGate>
    </section>
  );
}
