import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../config/app-config.ts';
import { useAmountText } from '../economy/use-amount-text.ts';
import { useStore } from '../store/use-store.ts';
import { prepareTelegramShare, shareLanguage } from '../telegram/prepare-telegram-share.ts';
import { shareThroughTelegram } from '../telegram/share-through-telegram.ts';
import { telegramState } from '../telegram/telegram-state.ts';
import type { FinishedRun } from './run-bridge.ts';

/**
 * Inside Telegram only: shares the finished run (its game, level or score, and coins) through
 * Telegram's share sheet, as the invite page shares the invite. Nothing in a browser.
 */
export function ShareRunButton({ finished, gameTitle }: { finished: FinishedRun; gameTitle: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const amountText = useAmountText();
  const telegram = useStore(telegramState);
  const [sharing, setSharing] = useState(false);
  if (telegram.status !== 'ready') return null;

  const { run } = finished;
  const values = { game: gameTitle, level: run.level ?? 0, score: run.score ?? 0, coins: amountText('game_coin', finished.earned) };
  const text =
    run.level !== null && run.completed === true
      ? t('play.outcome.shareCompleted', values)
      : run.level !== null
        ? t('play.outcome.shareScoredLevel', values)
        : t('play.outcome.shareScored', values);
  // Older clients share a link: the mini app when one is configured, else the game's page.
  const url = appConfig.telegramMiniAppUrl ?? new URL(`/games/${encodeURIComponent(run.game)}`, window.location.origin).href;

  const share = async (): Promise<void> => {
    setSharing(true);
    try {
      const language = shareLanguage(i18n.resolvedLanguage ?? i18n.language);
      await shareThroughTelegram({ url, text, prepareMessage: () => prepareTelegramShare({ kind: 'run', runId: run.id }, language) });
    } finally {
      setSharing(false);
    }
  };

  return (
    <button type="button" className="button run-outcome__share" onClick={() => void share()} disabled={sharing} data-testid="run-share">
      {t('play.outcome.share')}
    </button>
  );
}
