import type * as TelegramSdk from '@tma.js/sdk-react';
import { logger } from '../logging/logger.ts';

type Sdk = typeof TelegramSdk;

/** Telegram's phone clients: full screen there; desktop and web clients keep their window. */
const mobilePlatforms = new Set(['android', 'android_x', 'ios']);

/**
 * The mini app as an app: full screen on a phone whose client supports it (Mini Apps 8.0), the
 * normal expanded view on older clients; the device's and Telegram's content safe areas as CSS
 * variables (`--tg-viewport-safe-area-inset-*`, `--tg-viewport-content-safe-area-inset-*`) that
 * the layout keeps its header, buttons and the game stage clear of (styles/global.css, "Safe
 * areas"). Nothing here is awaited: the client answers the viewport requests when it can.
 */
export function startTelegramViewport(sdk: Sdk, platform: string): void {
  const { viewport } = sdk;
  if (viewport.bindCssVars.isAvailable() && !viewport.isCssVarsBound()) viewport.bindCssVars();
  if (viewport.mount.isAvailable() && !viewport.isMounted()) {
    viewport.mount().catch((error: unknown) => {
      logger.warn('Telegram did not report the viewport; the safe areas stay at zero.', error);
    });
  }
  if (mobilePlatforms.has(platform) && viewport.requestFullscreen.isAvailable()) {
    viewport.requestFullscreen().catch((error: unknown) => {
      logger.warn('Telegram refused full screen; the mini app stays expanded.', error);
      expand(sdk);
    });
    return;
  }
  expand(sdk);
}

function expand({ viewport }: Sdk): void {
  if (viewport.expand.isAvailable()) viewport.expand();
}
