import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { AmountOperation } from '../economy/amount-operation.tsx';
import { EarnMore } from '../economy/earn-more.tsx';
import { EconomyFacts } from '../economy/economy-facts.tsx';
import { EconomyPage } from '../economy/economy-page.tsx';
import { formatAmount } from '../economy/format-amount.ts';
import { timeOfDay } from '../economy/time-of-day.ts';
import { useAmountText } from '../economy/use-amount-text.ts';

/** /convert-game-coin: game coins to whole gold coins at the server's rate, within today's limit (docs/api/conversions-and-stamina.md). */
export default function ConvertGameCoinPage(): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const amountText = useAmountText();
  return (
    <EconomyPage titleKey="convertGameCoin" intro={t('economy.convertGameCoin.intro')}>
      {(account, summary) => {
        const { gameCoinsPerGold, dailyLimitGold, leftTodayGold, resetsAt } = summary.gameCoinToGold;
        const rate = BigInt(gameCoinsPerGold);
        const gameCoins = BigInt(summary.balances.game_coin);
        return (
          <>
            <EconomyFacts
              facts={[
                { term: t('economy.assets.game_coin'), value: amountText('game_coin', summary.balances.game_coin) },
                { term: t('economy.assets.gold_coin'), value: amountText('gold_coin', summary.balances.gold_coin) },
                { term: t('economy.rate'), value: t('economy.convertGameCoin.rate', { gameCoins: amountText('game_coin', rate), gold: amountText('gold_coin', 1n) }) },
                {
                  term: t('economy.leftToday'),
                  value: t('economy.convertGameCoin.leftToday', { left: formatAmount(String(leftTodayGold), language), limit: amountText('gold_coin', BigInt(dailyLimitGold)), time: timeOfDay(resetsAt, language) }),
                },
              ]}
            />
            <AmountOperation
              summary={summary}
              formName={t('titles.convertGameCoin')}
              fieldLabel={t('economy.convertGameCoin.field')}
              fieldHint={t('economy.convertGameCoin.hint', { gameCoins: amountText('game_coin', rate) })}
              unit="gold_coin"
              costAsset="game_coin"
              limits={{ costPerUnit: rate, balance: BigInt(summary.balances.game_coin), dailyLimit: { left: BigInt(leftTodayGold), limit: BigInt(dailyLimitGold) } }}
              plan={(gold) => ({ spent: { asset: 'game_coin', amount: gold * rate }, received: { asset: 'gold_coin', amount: gold } })}
              previewKey="economy.convertGameCoin.preview"
              reviewLabel={t('economy.review.open')}
              confirmLabel={t('economy.convertGameCoin.confirm')}
              doneKey="economy.convertGameCoin.done"
              againLabel={t('economy.convertGameCoin.again')}
              send={(gold, requestId) => api.call('convertGameCoin', { body: { requestId, goldCoins: gold.toString() } })}
              shortfall={gameCoins < rate ? () => <EarnMore shortfall={{ asset: 'game_coin', needed: rate, have: gameCoins, goal: t('economy.earnMore.goals.gold', { gold: amountText('gold_coin', 1n) }) }} /> : null}
            />
          </>
        );
      }}
    </EconomyPage>
  );
}
