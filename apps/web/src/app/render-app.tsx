import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { accountStore } from '../account/account-state.ts';
import { initI18n } from '../i18n/init-i18n.ts';
import { applyTextVariantWhen } from '../i18n/text-variant.ts';
import { moveLocalSavesOnSignIn } from '../play/move-local-saves-on-sign-in.ts';
import { showStartupFailure } from '../startup/show-startup-failure.ts';
import { isMiniApp } from '../telegram/mini-app.ts';
import { AppRoot } from './app-root.tsx';
import { preloadRoute } from './route-pages.ts';

/**
 * Renders the site into `container` once the translations and the current page's code have
 * loaded (both start now), so the first render is the page itself, never a `Loading...` in
 * between; it replaces what index.html painted. As a transition it renders in slices that yield
 * to input instead of one long task. Resolves once the first render has been asked for.
 */
export async function renderApp(container: HTMLElement): Promise<void> {
  const root = createRoot(container, {
    onUncaughtError: (error) => {
      showStartupFailure(error);
    },
  });
  // A visitor's game saves, kept in this browser, go to the account once they sign in.
  moveLocalSavesOnSignIn(accountStore);
  applyTextVariantWhen(() => isMiniApp());
  await Promise.all([initI18n(), preloadRoute(window.location.pathname)]);
  startTransition(() => {
    root.render(<AppRoot />);
  });
}
