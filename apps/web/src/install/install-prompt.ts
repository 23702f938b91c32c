import { createStore } from '../store/create-store.ts';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallPromptState {
  /** The browser's install prompt, kept for /app; null where the browser has none (or it was used). */
  deferred: BeforeInstallPromptEvent | null;
  /** The browser said the site was installed (`appinstalled`) during this visit. */
  installed: boolean;
}

export const installPromptState = createStore<InstallPromptState>({ deferred: null, installed: false });

/**
 * Keeps the browser's install prompt for /app. Run at start-up: the event can fire before the
 * page's own code has loaded, and it fires only once per page load. Stopping its default keeps
 * the mobile mini-infobar away, so installing stays the visitor's choice on /app.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPromptState.set((state) => ({ ...state, deferred: event as BeforeInstallPromptEvent }));
  });
  target.addEventListener('appinstalled', () => {
    installPromptState.set({ deferred: null, installed: true });
  });
}
