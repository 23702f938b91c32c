import type { EconomySummaryView } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../../wallet/format-token-amount.ts';
import { CoinPagesNav } from './coin-pages-nav.tsx';

/** The account's gold coins, game coins and invite points, exactly as the server counts them, and the coins burnt. */
export function BalancesSection({ summary }: { summary: EconomySummaryView }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { balances, burnt } = summary;
  const rows = [
    ['goldCoins', balances.gold_coin],
    ['gameCoins', balances.game_coin],
    ['invitePoints', balances.invite_point],
  ] as const;
  return (
    <>
      <dl className="balance-list">
        {rows.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(`profile.${key}`)}</dt>
            <dd data-balance={key}>{formatTokenAmount(amount, language)}</dd>
          </div>
        ))}
      </dl>
      <p>{t('profile.burnt', { account: formatTokenAmount(burnt.account, language), site: formatTokenAmount(burnt.site, language) })}</p>
      <CoinPagesNav />
    </>
  );
}
