import { createStore } from '../store/create-store.ts';

/**
 * What Telegram's Back button does instead of going back in the site's history, while something
 * above the page has a way out of its own (the game stage: its Back asks first during a run).
 */
export const telegramBackOverride = createStore<{ back: () => void } | null>(null);
