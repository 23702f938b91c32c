import { createStore } from '../store/create-store.ts';

export type TelegramSignInState =
  | { status: 'idle' }
  | { status: 'signing-in' }
  | { status: 'done' }
  /** Telegram gave no init data (e.g. opened from an inline button without a user). */
  | { status: 'no-init-data' }
  /** The player signed out here: the automatic sign-in waits for them to ask. */
  | { status: 'signed-out-by-choice' }
  | { status: 'failed'; error: unknown };

/**
 * Where the mini-app sign-in stands (telegram-sign-in.ts runs it): /telegram-login shows it, and
 * every other page says when it failed. Its own module: the pages read it without loading the
 * sign-in's code, which only the mini app loads.
 */
export const telegramSignInState = createStore<TelegramSignInState>({ status: 'idle' });
