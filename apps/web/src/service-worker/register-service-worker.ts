import { logger } from '../logging/logger.ts';
import { runWhenIdle } from '../startup/run-when-idle.ts';
import { updateStatus } from './update-state.ts';

let acceptWaiting: (() => void) | null = null;
let reloading = false;

/**
 * Registers the service worker once the page has loaded and its main thread is idle; the site
 * calls it when the live page has rendered (main.tsx). Its install fetches and stores every file
 * of the precache (some 600 kB gzip), which on a first visit took the network and a core from the
 * page's own start (docs/web/benchmarks.md, "The service worker after the page's start"): it is
 * for the next visit, and waits. workbox-window is loaded on demand. When a new version installs
 * while a worker already controls the page, the update prompt appears; the page reloads exactly
 * once when the controller changes, and never on the very first install.
 */
export function registerServiceWorker(scriptUrl = `${import.meta.env.BASE_URL}sw.js`): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;

  const start = async (): Promise<void> => {
    const hadController = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (!hadController && updateStatus.get() !== 'updating') return;
      if (reloading) return;
      reloading = true;
      logger.debug('A new service worker took control; reloading once');
      window.location.reload();
    });

    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(scriptUrl, { scope: import.meta.env.BASE_URL });
    workbox.addEventListener('waiting', () => {
      if (navigator.serviceWorker.controller === null) return;
      acceptWaiting = () => {
        workbox.messageSkipWaiting();
      };
      updateStatus.set('available');
    });

    const registration = await workbox.register();
    logger.debug('Service worker registered', registration?.scope);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void workbox.update().catch(() => undefined);
    });
  };

  const run = (): void => {
    start().catch((error: unknown) => {
      logger.warn('The service worker could not be registered', error);
    });
  };
  const whenIdle = (): void => {
    runWhenIdle(run, 5000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The visitor accepted the update: show the overlay and let the waiting worker take over. */
export function acceptUpdate(): void {
  if (!acceptWaiting) return;
  updateStatus.set('updating');
  acceptWaiting();
}

/** The visitor chose "Later": hide the prompt; the new version applies on the next visit. */
export function dismissUpdate(): void {
  updateStatus.set('idle');
}
