import { createStore } from '../store/create-store.ts';

export type TelegramState =
  /** Not inside Telegram, or not on an allowed hostname: the SDK never starts. */
  | { status: 'absent' }
  | { status: 'starting' }
  | { status: 'ready'; platform: string; userId: number | null }
  /** The client lacks required mini-app features (ERR_NOT_SUPPORTED): the Oops screen. */
  | { status: 'unsupported' };

export const telegramState = createStore<TelegramState>({ status: 'absent' });
