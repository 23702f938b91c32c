import { installPromptState } from './install-prompt.ts';

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/**
 * Shows the browser's install prompt kept at start-up (call inside a click handler) and answers
 * what the visitor chose. A prompt can be shown only once, so it is forgotten either way.
 */
export async function promptInstall(): Promise<InstallOutcome> {
  const { deferred } = installPromptState.get();
  if (deferred === null) return 'unavailable';
  installPromptState.set((state) => ({ ...state, deferred: null }));
  try {
    await deferred.prompt();
    const choice = await deferred.userChoice;
    return choice.outcome === 'accepted' ? 'accepted' : 'dismissed';
  } catch {
    // Chromium refuses a second prompt() or one outside a user gesture: treat it as not offered.
    return 'unavailable';
  }
}
