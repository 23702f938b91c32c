import type { LeagueTable } from '@site/api-contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../config/app-config.ts';
import { useStore } from '../store/use-store.ts';
import { prepareTelegramShare, shareLanguage } from '../telegram/prepare-telegram-share.ts';
import { shareThroughTelegram } from '../telegram/share-through-telegram.ts';
import { telegramState } from '../telegram/telegram-state.ts';

/**
 * Inside Telegram only: shares a closed week that moved the player up (its place, the tier reached
 * and its reward) through Telegram's share sheet, with the message the server prepares (the bot's
 * savePreparedInlineMessage), as a finished run is shared. Nothing in a browser.
 */
export function SharePromotionButton({ week, place, coins }: { week: LeagueTable; place: number; coins: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const telegram = useStore(telegramState);
  const [sharing, setSharing] = useState(false);
  if (telegram.status !== 'ready') return null;

  const text = t('league.sharePromotionText', { place, tier: t(`league.tier.${week.tier}`), coins });
  // Older clients share a link: the mini app when one is configured, else the site's home.
  const url = appConfig.telegramMiniAppUrl ?? new URL('/', window.location.origin).href;
  const share = async (): Promise<void> => {
    setSharing(true);
    try {
      const language = shareLanguage(i18n.resolvedLanguage ?? i18n.language);
      await shareThroughTelegram({ url, text, prepareMessage: () => prepareTelegramShare({ kind: 'promotion', weekStart: week.weekStart }, language) });
    } finally {
      setSharing(false);
    }
  };
  return (
    <p className="league__share">
      <button type="button" className="button button--small" onClick={() => void share()} disabled={sharing} data-testid="league-share-promotion">
        {t('league.sharePromotion')}
      </button>
    </p>
  );
}
