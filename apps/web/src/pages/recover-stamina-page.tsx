import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EconomyFacts } from '../economy/economy-facts.tsx';
import { EconomyPage } from '../economy/economy-page.tsx';
import { StaminaRecovery } from '../economy/stamina-recovery.tsx';
import { timeOfDay } from '../economy/time-of-day.ts';
import { formatTimeUntil } from '../i18n/format-duration.ts';
import { useAmountText } from '../economy/use-amount-text.ts';

/** /recover-stamina: stamina now, the time to full, and a refill to the max for gold coins (docs/api/conversions-and-stamina.md). */
export default function RecoverStaminaPage(): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const amountText = useAmountText();
  return (
    <EconomyPage titleKey="recoverStamina" intro={t('economy.recoverStamina.intro')}>
      {(account, summary) => {
        const { stamina, priceGold } = summary.staminaRecovery;
        const until = stamina.fullAt ? formatTimeUntil(stamina.fullAt, new Date(), language) : null;
        return (
          <>
            <EconomyFacts
              facts={[
                { term: t('economy.recoverStamina.stamina'), value: t('economy.recoverStamina.valueOfMax', { value: stamina.value, max: stamina.max }) },
                // Full already: the refill below says so, once.
                ...(stamina.fullAt && until ? [{ term: t('economy.recoverStamina.timeToFull'), value: t('economy.recoverStamina.fullIn', { duration: until, time: timeOfDay(stamina.fullAt, language) }) }] : []),
                { term: t('economy.recoverStamina.price'), value: amountText('gold_coin', BigInt(priceGold)) },
                { term: t('economy.assets.gold_coin'), value: amountText('gold_coin', summary.balances.gold_coin) },
              ]}
            />
            <StaminaRecovery summary={summary} />
          </>
        );
      }}
    </EconomyPage>
  );
}
