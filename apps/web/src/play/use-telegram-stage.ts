import { useEffect, useRef } from 'react';
import { logger } from '../logging/logger.ts';
import { telegramState } from '../telegram/telegram-state.ts';

/**
 * Inside Telegram, while a game is open: the mini app takes the whole height, a vertical swipe
 * plays the game instead of closing the mini app, and Telegram's own Back button leaves the game.
 * Everything is undone when the game closes. Outside Telegram it does nothing (the SDK is never
 * loaded for it).
 */
export function useTelegramStage(onBack: () => void): void {
  const backRef = useRef(onBack);
  useEffect(() => {
    backRef.current = onBack;
  }, [onBack]);

  useEffect(() => {
    if (telegramState.get().status !== 'ready') return;
    let cancelled = false;
    const undo: (() => void)[] = [];
    import('@tma.js/sdk-react').then(
      ({ backButton, swipeBehavior, viewport }) => {
        if (cancelled) return;
        if (viewport.expand.isAvailable()) viewport.expand();
        if (swipeBehavior.mount.isAvailable() && !swipeBehavior.isMounted()) swipeBehavior.mount();
        if (swipeBehavior.disableVertical.isAvailable()) {
          swipeBehavior.disableVertical();
          undo.push(() => {
            if (swipeBehavior.enableVertical.isAvailable()) swipeBehavior.enableVertical();
          });
        }
        if (backButton.show.isAvailable()) {
          const off = backButton.onClick(() => {
            backRef.current();
          });
          backButton.show();
          undo.push(() => {
            off();
            if (backButton.hide.isAvailable()) backButton.hide();
          });
        }
      },
      (error: unknown) => {
        logger.warn('Telegram controls for the game could not be set up.', error);
      },
    );
    return () => {
      cancelled = true;
      for (const step of undo) step();
    };
  }, []);
}
