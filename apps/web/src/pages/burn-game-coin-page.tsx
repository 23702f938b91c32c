import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { AmountOperation } from '../economy/amount-operation.tsx';
import { EarnMore } from '../economy/earn-more.tsx';
import { EconomyFacts } from '../economy/economy-facts.tsx';
import { EconomyPage } from '../economy/economy-page.tsx';
import { useAmountText } from '../economy/use-amount-text.ts';

/** /burn-game-coin: game coins removed for good (docs/api/conversions-and-stamina.md), with the account's and the site's totals. */
export default function BurnGameCoinPage(): ReactNode {
  const { t } = useTranslation();
  const amountText = useAmountText();
  return (
    <EconomyPage titleKey="burnGameCoin" intro={t('economy.burnGameCoin.intro')}>
      {(account, summary) => (
        <>
          <EconomyFacts
            facts={[
              { term: t('economy.assets.game_coin'), value: amountText('game_coin', summary.balances.game_coin) },
              { term: t('economy.burnGameCoin.burntByYou'), value: amountText('game_coin', summary.burnt.account) },
              { term: t('economy.burnGameCoin.burntOnSite'), value: amountText('game_coin', summary.burnt.site) },
              { term: t('economy.rate'), value: t('economy.burnGameCoin.rate') },
              { term: t('economy.leftToday'), value: t('economy.noDailyLimit') },
            ]}
          />
          <AmountOperation
            summary={summary}
            formName={t('titles.burnGameCoin')}
            fieldLabel={t('economy.burnGameCoin.field')}
            fieldHint={t('economy.burnGameCoin.hint')}
            unit="game_coin"
            costAsset="game_coin"
            limits={{ costPerUnit: 1n, balance: BigInt(summary.balances.game_coin) }}
            plan={(coins) => ({ spent: { asset: 'game_coin', amount: coins }, received: null })}
            previewKey="economy.burnGameCoin.preview"
            reviewLabel={t('economy.review.open')}
            confirmLabel={t('economy.burnGameCoin.confirm')}
            doneKey="economy.burnGameCoin.done"
            againLabel={t('economy.burnGameCoin.again')}
            send={(coins, requestId) => api.call('burnGameCoin', { body: { requestId, gameCoins: coins.toString() } })}
            shortfall={BigInt(summary.balances.game_coin) < 1n ? () => <EarnMore shortfall={{ asset: 'game_coin', needed: 1n, have: 0n, goal: t('economy.earnMore.goals.burn') }} /> : null}
          />
        </>
      )}
    </EconomyPage>
  );
}
