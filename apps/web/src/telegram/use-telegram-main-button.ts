import { useEffect, useEffectEvent } from 'react';
import { logger } from '../logging/logger.ts';
import { useStore } from '../store/use-store.ts';
import { telegramState } from './telegram-state.ts';

export interface MainButtonMirror {
  /** The page's own button's label. */
  text: string;
  /** The page's button is disabled (the main button is shown greyed out, and ignores taps). */
  disabled: boolean;
  /** The page's button is waiting (the main button shows Telegram's spinner). */
  loading: boolean;
  /** Whether the page's action is on offer now (false hides the main button, e.g. over a game). */
  visible: boolean;
  onClick: () => void;
}

/**
 * Inside the Telegram mini app, Telegram's main button at the bottom of the screen does the page's
 * one main action: it mirrors the page's own button (label, disabled, loading) and is hidden when
 * the page goes. Outside Telegram it does nothing (the SDK is never loaded for it).
 */
export function useTelegramMainButton({ text, disabled, loading, visible, onClick }: MainButtonMirror): void {
  const ready = useStore(telegramState).status === 'ready';
  const click = useEffectEvent(onClick);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    let stop = (): void => undefined;
    import('@tma.js/sdk-react').then(
      ({ mainButton }) => {
        if (cancelled || !mainButton.isMounted()) return;
        const off = mainButton.onClick(() => {
          click();
        });
        stop = () => {
          off();
          mainButton.setParams({ isVisible: false, isLoaderVisible: false });
        };
      },
      (error: unknown) => {
        logger.warn("Telegram's main button could not be set up.", error);
      },
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, [ready]);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    void import('@tma.js/sdk-react').then(({ mainButton }) => {
      if (cancelled || !mainButton.isMounted()) return;
      mainButton.setParams({ text, isEnabled: !disabled && !loading, isLoaderVisible: loading, isVisible: visible });
    });
    return () => {
      cancelled = true;
    };
  }, [ready, text, disabled, loading, visible]);
}
