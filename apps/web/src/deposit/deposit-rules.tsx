import type { PublicConfigView } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../wallet/format-token-amount.ts';
import { weiToCore } from './core-amount.ts';

/** The server's rules for deposits (`/api/config`): where to send, the rate, the minimum, the confirmations. */
export function DepositRules({ rules }: { rules: PublicConfigView['deposits'] }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section className="economy-panel" aria-labelledby="deposit-rules">
      <h2 id="deposit-rules">{t('deposit.rulesHeading')}</h2>
      <dl className="details">
        <dt>{t('deposit.treasury')}</dt>
        <dd className="mono long-value">{rules.treasuryAddress}</dd>
        <dt>{t('deposit.rate')}</dt>
        <dd>{t('deposit.rateValue', { gold: formatTokenAmount(rules.goldPerCore, language) })}</dd>
        <dt>{t('deposit.minimum')}</dt>
        <dd>{t('deposit.coreAmount', { amount: formatTokenAmount(weiToCore(BigInt(rules.minWei)), language) })}</dd>
        <dt>{t('deposit.confirmations')}</dt>
        <dd>{t('deposit.confirmationsValue', { count: rules.confirmations })}</dd>
      </dl>
    </section>
  );
}
