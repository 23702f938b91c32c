import { startAnalytics } from './analytics/analytics.ts';
import { bindAppearanceToDocument, followSystemColorScheme } from './appearance/appearance-store.ts';
import { appConfig, configProblems } from './config/app-config.ts';
import { listenForUnhandledErrors } from './errors/unhandled-errors.ts';
import { captureInstallPrompt } from './install/install-prompt.ts';
import { logger } from './logging/logger.ts';
import { registerProtocolHandler } from './protocol/register-protocol-handler.ts';
import { rememberReferrer } from './invite/remember-referrer.ts';
import { registerServiceWorker } from './service-worker/register-service-worker.ts';
import { triggerE2eFailure } from './startup/e2e-hooks.ts';
import { enableDebugMode } from './startup/enable-debug-mode.ts';
import { runWhenIdle } from './startup/run-when-idle.ts';
import { showStartupFailure } from './startup/show-startup-failure.ts';
import { whenSiteCodeMayLoad } from './startup/site-code-gate.ts';
import { storage } from './storage/safe-storage.ts';
import { isAllowedHostname } from './telegram/is-allowed-hostname.ts';
import { readLaunchContext, storedLaunchParamsKey } from './telegram/read-launch-context.ts';
import { startTelegram } from './telegram/start-telegram.ts';
import { isMiniApp } from './telegram/mini-app.ts';
import { telegramState } from './telegram/telegram-state.ts';
import { hasRememberedWallet } from './wallet/remembered-wallet.ts';
import { initWalletConnection } from './wallet/wallet-session.ts';
import './styles/global.css';
// The home page paints from index.html before any script runs (src/prerender/): its styles come with the site's.
import './pages/home/home-games.css';

/**
 * Start-up (docs/web/start-up.md), in order: wallet connection with the Core chain (deferred until idle, and
 * only for a remembered wallet; otherwise on the first intent to connect),
 * the update-aware service worker (after load), the `web+` protocol handler, page analytics,
 * then render (`app/render-app.tsx`). Nothing here is needed for the first paint, which index.html
 * makes on its own (the home page on `/`, else a loading screen; see src/prerender/). What loads
 * more code or files waits for index.html's gate (src/startup/site-code-gate.ts).
 */
function startApp(): void {
  // The site's code beyond this entry loads once index.html's gate lets it: at once, except on a
  // signed-in player's first visit to a game's page, where the game loaded ahead goes first
  // (src/startup/site-code-gate.ts).
  const codeMayLoad = whenSiteCodeMayLoad();
  // Who is signed in is asked first, with nothing in front of it: every page shows it and a
  // game's Play waits for it, and asked later it queued in the service worker behind the page's
  // code. The API client is a chunk of its own (index.html preloads it), not in `/`'s first JS.
  void codeMayLoad.then(() =>
    import('./account/account-store.ts').then(({ accountStore, refreshAccount }) => {
      if (accountStore.get().status === 'unknown') void refreshAccount();
    }),
  );
  // First: the browser may offer to install the site before any page has loaded (/app uses it).
  captureInstallPrompt();
  const launch = readLaunchContext(window.location.href, storage.read(storedLaunchParamsKey, 'session'));
  if (launch.debug) enableDebugMode();
  for (const problem of configProblems) logger.warn(`Configuration: ${problem}`);
  triggerE2eFailure('startup');

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  bindAppearanceToDocument();
  listenForUnhandledErrors();
  rememberReferrer(window.location.search, launch.startParam);

  registerProtocolHandler(appConfig.protocolScheme);
  // What fetches more than this entry waits with the site's code: the wallet stack and the
  // analytics script would take the link from a game loaded ahead just the same (the service
  // worker's precache of every file waits for the live page, below).
  void codeMayLoad.then(() => {
    // Only autoconnect needs the wallet stack at start-up; everyone else loads it on intent.
    runWhenIdle(() => {
      if (hasRememberedWallet() && !isMiniApp()) void initWalletConnection(appConfig);
    });
    startAnalytics(appConfig.analyticsScriptUrl);
  });

  if (launch.hasTelegramLaunchParams && isAllowedHostname(window.location.hostname, appConfig.allowedHostnames)) {
    // Inside the mini-app the visitor is signed in without a click, after first paint.
    void startTelegram({ debug: launch.debug }).then(() => {
      // Telegram's theme decides the scheme; a client where the SDK did not start is a plain browser.
      if (telegramState.get().status !== 'ready') followSystemColorScheme();
      runWhenIdle(() => void import('./sign-in/telegram-sign-in.ts').then(({ signInInsideTelegram }) => signInInsideTelegram()));
    });
  } else {
    followSystemColorScheme();
  }
  // React, the router and the translations are a module of their own, evaluated in a later task
  // (index.html preloads it): evaluating all of the site's code at once would be one long task
  // that a tap has to wait for.
  void codeMayLoad
    .then(() => import('./app/render-app.tsx'))
    .then(({ renderApp }) => renderApp(container))
    .then(
      () => {
        triggerE2eFailure('running');
        // The precache is for the next visit: not while this one starts.
        registerServiceWorker();
      },
      failToStart,
    );
}

function failToStart(error: unknown): void {
  logger.error('The site could not start', error);
  showStartupFailure(error);
}

try {
  startApp();
} catch (error) {
  failToStart(error);
}
