import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../api/api-query.ts';
import { unitFormCount, type EconomyAsset } from './asset-text.ts';
import { cheapestLevelToPlay } from './cheapest-level.ts';
import { useAmountText } from './use-amount-text.ts';

/** What a page needs before it can do its job: `needed` of `asset`, of which the player has `have`. */
export interface Shortfall {
  asset: EconomyAsset;
  needed: bigint;
  have: bigint;
  /** What the page would then do ("get 1 gold coin"), already in the page's words. */
  goal: string;
}

/**
 * Instead of only "not enough": how far the player is, what earns it, and the way there. Game coins
 * come from playing, so the way is the cheapest Levels level to play (docs/web/behaviour.md#coin-pages).
 */
export function EarnMore({ shortfall }: { shortfall: Shortfall }): ReactNode {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const progress = useApiQuery('getLevelsProgress', []);
  const level = progress.data ? cheapestLevelToPlay(progress.data) : null;
  const missing = shortfall.needed - shortfall.have;
  return (
    <section className="notice earn-more" aria-labelledby="earn-more-heading">
      <h2 id="earn-more-heading">{t('economy.earnMore.heading', { count: unitFormCount(missing), missing: amountText(shortfall.asset, missing) })}</h2>
      <p>{t('economy.earnMore.distance', { goal: shortfall.goal, needed: amountText(shortfall.asset, shortfall.needed), have: amountText(shortfall.asset, shortfall.have) })}</p>
      {level === null ? (
        <p className="actions">
          <Link to="/" className="button button--primary">
            {t('economy.earnMore.playGames')}
          </Link>
        </p>
      ) : (
        <>
          <p>{t('economy.earnMore.levelPays', { level: level.level, coins: amountText('game_coin', BigInt(level.completedCoins)) })}</p>
          <p className="actions">
            <Link to={`/games/levels?level=${String(level.level)}`} className="button button--primary" data-testid="earn-more-play">
              {t('economy.earnMore.playLevel', { level: level.level })}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
