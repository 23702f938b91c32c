import { useEffect, useRef } from 'react';
import { logger } from '../logging/logger.ts';
import { telegramBackOverride } from '../telegram/telegram-back-override.ts';
import { telegramState } from '../telegram/telegram-state.ts';

/**
 * Inside Telegram, while a game is open (`active`: shown, not loading hidden before Play): the
 * mini app takes the whole height, a vertical swipe plays the game instead of closing the mini
 * app, and Telegram's own Back button leaves the game (asking first during a run) instead of the
 * page. Everything is undone when the game closes. Outside Telegram it does nothing (the SDK is
 * never loaded for it).
 */
export function useTelegramStage(onBack: () => void, active: boolean): void {
  const backRef = useRef(onBack);
  useEffect(() => {
    backRef.current = onBack;
  }, [onBack]);

  useEffect(() => {
    if (!active || telegramState.get().status !== 'ready') return;
    // Telegram's Back button (shown by TelegramBackButton) leaves the game rather than the page.
    const override = {
      back: () => {
        backRef.current();
      },
    };
    telegramBackOverride.set(override);
    let cancelled = false;
    const undo: (() => void)[] = [];
    import('@tma.js/sdk-react').then(
      ({ swipeBehavior, viewport }) => {
        if (cancelled) return;
        if (viewport.expand.isAvailable()) viewport.expand();
        if (swipeBehavior.mount.isAvailable() && !swipeBehavior.isMounted()) swipeBehavior.mount();
        if (swipeBehavior.disableVertical.isAvailable()) {
          swipeBehavior.disableVertical();
          undo.push(() => {
            if (swipeBehavior.enableVertical.isAvailable()) swipeBehavior.enableVertical();
          });
        }
      },
      (error: unknown) => {
        logger.warn('Telegram controls for the game could not be set up.', error);
      },
    );
    return () => {
      cancelled = true;
      if (telegramBackOverride.get() === override) telegramBackOverride.set(null);
      for (const step of undo) step();
    };
  }, [active]);
}
