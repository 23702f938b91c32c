import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { apiQueryKey } from '../api/api-query.ts';
import { ApiError } from '@site/api-contract/client';
import { QueryState } from '../components/query-state.tsx';
import { assetAmountText } from '../economy/asset-text.ts';
import { starsAmountText } from './stars-amount-text.ts';
import { StarsPurchaseStatus } from './stars-purchase-status.tsx';
import './stars.css';
import { isPurchaseBusy, useStarsPurchase, type StarsPack } from './use-stars-purchase.ts';

/** The packs as the server sells them (`TELEGRAM_STARS_PACKS`); none configured is an empty list, not an error. */
const packsQuery = queryOptions({
  queryKey: apiQueryKey('listTelegramStarsPacks'),
  queryFn: () =>
    api.call('listTelegramStarsPacks').catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'telegram_stars_disabled') return { packs: [] };
      throw error;
    }),
});

/** Gold for Telegram Stars, for the signed-in account: the packs, a Buy button each, and what the purchase did. */
export function StarsShop(): ReactNode {
  return <QueryState query={useQuery(packsQuery)}>{({ packs }) => <PackList packs={packs} />}</QueryState>;
}

function PackList({ packs }: { packs: readonly StarsPack[] }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { purchase, buy, checkAgain } = useStarsPurchase();
  if (packs.length === 0) return <p className="notice">{t('telegramStars.noPacks')}</p>;

  const busy = isPurchaseBusy(purchase);
  return (
    <>
      <ul className="economy-list stars-packs" aria-label={t('telegramStars.packsLabel')}>
        {packs.map((pack) => {
          const gold = assetAmountText(t, 'gold_coin', pack.goldCoins, language);
          const price = starsAmountText(t, pack.stars, language);
          return (
            <li key={pack.stars} className="economy-list__item stars-pack" data-stars={pack.stars}>
              <span className="economy-list__main">
                <span className="stars-pack__gold">{gold}</span>
                <span className="economy-list__meta">{t('telegramStars.price', { stars: price })}</span>
              </span>
              <button type="button" className="button button--primary stars-pack__buy" disabled={busy} aria-label={t('telegramStars.buyLabel', { coins: gold, stars: price })} onClick={() => { buy(pack); }}>
                {t('telegramStars.buy')}
              </button>
            </li>
          );
        })}
      </ul>
      <StarsPurchaseStatus purchase={purchase} onCheckAgain={checkAgain} />
    </>
  );
}
