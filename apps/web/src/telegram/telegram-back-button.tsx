import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { logger } from '../logging/logger.ts';
import { useStore } from '../store/use-store.ts';
import { telegramBackOverride } from './telegram-back-override.ts';
import { telegramState } from './telegram-state.ts';

/** True when the site's history has an entry before this one (React Router numbers its entries). */
function hasPreviousEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number' && (state as { idx: number }).idx > 0;
}

/**
 * Telegram's own Back button inside the mini app: shown on every page but the home page (and over
 * a game stage), it goes back in the site's history, or home when the mini app opened on this
 * page; an open game stage is closed first, as the browser's Back closes it. Renders nothing.
 */
export function TelegramBackButton(): null {
  const telegram = useStore(telegramState);
  const override = useStore(telegramBackOverride);
  const location = useLocation();
  const navigate = useNavigate();
  const visible = location.pathname !== '/' || override !== null;

  const goBack = useEffectEvent(() => {
    const stageBack = telegramBackOverride.get();
    if (stageBack) stageBack.back();
    else if (hasPreviousEntry()) void navigate(-1);
    else void navigate('/', { replace: true });
  });

  useEffect(() => {
    if (telegram.status !== 'ready') return;
    let cancelled = false;
    let stop = (): void => undefined;
    import('@tma.js/sdk-react').then(
      ({ backButton }) => {
        if (cancelled || !backButton.isMounted()) return;
        if (visible) {
          const off = backButton.onClick(() => {
            goBack();
          });
          backButton.show();
          stop = off;
        } else {
          backButton.hide();
        }
      },
      (error: unknown) => {
        logger.warn("Telegram's Back button could not be set up.", error);
      },
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, [telegram.status, visible]);

  return null;
}
