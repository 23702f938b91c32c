import type { Account } from '@site/api-contract';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { ApiError } from '../api/api-error.ts';
import { LoadError } from '../components/load-error.tsx';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { assetAmountText } from '../economy/asset-text.ts';
import { starsAmountText } from './stars-amount-text.ts';
import { StarsPurchaseStatus } from './stars-purchase-status.tsx';
import './stars.css';
import { isPurchaseBusy, useStarsPurchase, type StarsPack } from './use-stars-purchase.ts';

type Packs = { status: 'loading' } | { status: 'ready'; packs: StarsPack[] } | { status: 'error'; error: unknown };

/** The packs as the server sells them (`TELEGRAM_STARS_PACKS`); none configured is an empty list, not an error. */
function usePacks(): { packs: Packs; reload: () => void } {
  const [packs, setPacks] = useState<Packs>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    api.call('listTelegramStarsPacks').then(
      (answer) => {
        if (current) setPacks({ status: 'ready', packs: answer.packs });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.code === 'telegram_stars_disabled') setPacks({ status: 'ready', packs: [] });
        else setPacks({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setPacks({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { packs, reload };
}

/** Gold for Telegram Stars, for the signed-in account: the packs, a Buy button each, and what the purchase did. */
export function StarsShop({ account }: { account: Account }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { packs, reload } = usePacks();
  const { purchase, buy, checkAgain } = useStarsPurchase(account.id);

  if (packs.status === 'loading') return <LoadingIndicator label={t('common.loading')} />;
  if (packs.status === 'error') return <LoadError error={packs.error} retry={reload} />;
  if (packs.packs.length === 0) return <p className="notice">{t('telegramStars.noPacks')}</p>;

  const busy = isPurchaseBusy(purchase);
  return (
    <>
      <ul className="economy-list stars-packs" aria-label={t('telegramStars.packsLabel')}>
        {packs.packs.map((pack) => {
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
