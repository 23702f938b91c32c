import { environmentAppearance } from '../appearance/appearance-store.ts';
import { platformStyleFor } from '../appearance/resolve-appearance.ts';
import { logger } from '../logging/logger.ts';
import { pageBackground } from './frame-colors.ts';
import { TelegramNotSupportedError } from './not-supported-error.ts';
import { setTelegramLinkOpener } from './telegram-links.ts';
import { telegramState } from './telegram-state.ts';
import { startTelegramViewport } from './telegram-viewport.ts';

/**
 * Starts the Telegram mini-app SDK (loaded on demand: a plain browser never downloads it) and
 * hands its theme and platform to the appearance store, paints Telegram's header, background and
 * bottom bar in the page's background, and says the mini app is ready; full screen and the safe areas come from
 * telegram-viewport.ts. Call only on an allowed hostname with
 * launch parameters present. A client that lacks the back button or the mini-app colour methods
 * (Mini Apps below 6.1) raises ERR_NOT_SUPPORTED, which shows the Oops screen; any other SDK
 * failure is logged and the site carries on as in a plain browser.
 */
export async function startTelegram(options: { debug: boolean }): Promise<void> {
  telegramState.set({ status: 'starting' });
  try {
    const sdk = await import('@tma.js/sdk-react');
    sdk.setDebug(options.debug);
    const launchParams = sdk.retrieveLaunchParams();
    sdk.init();

    if (!sdk.backButton.isSupported() || !sdk.miniApp.isSupported()) throw new TelegramNotSupportedError();

    sdk.backButton.mount();
    sdk.themeParams.mount();
    sdk.miniApp.mount();
    sdk.initData.restore();
    if (sdk.mainButton.mount.isAvailable()) sdk.mainButton.mount();
    startTelegramViewport(sdk, launchParams.tgWebAppPlatform);

    const platform = platformStyleFor(launchParams.tgWebAppPlatform);
    const applyTheme = (): void => {
      const scheme = sdk.miniApp.isDark() ? 'dark' : 'light';
      environmentAppearance.set({ scheme, platform });
      // Telegram's header, background and bottom bar in the page's own background: one surface
      // when the client is not in full screen (a desktop, an older client) and behind the page.
      const color = pageBackground[scheme];
      if (sdk.miniApp.setHeaderColor.isAvailable() && sdk.miniApp.setHeaderColor.supports('rgb')) sdk.miniApp.setHeaderColor(color);
      if (sdk.miniApp.setBgColor.isAvailable()) sdk.miniApp.setBgColor(color);
      if (sdk.miniApp.setBottomBarColor.isAvailable()) sdk.miniApp.setBottomBarColor(color);
    };
    applyTheme();
    sdk.miniApp.isDark.sub(applyTheme);
    if (sdk.openLink.isAvailable()) {
      setTelegramLinkOpener((url) => {
        sdk.openLink(url);
      });
    }

    // index.html has painted the page already: Telegram may take its loading placeholder away.
    if (sdk.miniApp.ready.isAvailable()) sdk.miniApp.ready();
    // The webview carries out no download of its own: files go through Telegram (telegram-files.ts,
    // off the site's entry: only the pages that offer files need it).
    void import('./telegram-files.ts').then(({ fileSaving, fileSavingOf }) => {
      fileSaving.set(fileSavingOf(sdk));
    });
    telegramState.set({
      status: 'ready',
      platform: launchParams.tgWebAppPlatform,
      userId: launchParams.tgWebAppData?.user?.id ?? null,
    });
    logger.debug('Telegram SDK started', { platform: launchParams.tgWebAppPlatform, version: launchParams.tgWebAppVersion });
  } catch (error) {
    if (error instanceof TelegramNotSupportedError) {
      logger.warn('This Telegram client is too old for the mini-app (ERR_NOT_SUPPORTED).');
      telegramState.set({ status: 'unsupported' });
      return;
    }
    logger.warn('The Telegram SDK could not start; continuing as in a plain browser.', error);
    telegramState.set({ status: 'absent' });
  }
}
