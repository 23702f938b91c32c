import { useStore } from '../store/use-store.ts';
import { telegramState, type TelegramState } from './telegram-state.ts';

/**
 * True while the site runs as a Telegram mini app: start-up found launch parameters on an allowed
 * hostname and the SDK is starting or started (a client where it failed is a plain browser).
 * Telegram's rules for mini apps then apply: no EVM wallet, no wallet list or link out to a
 * wallet, no CORE deposit (docs/web/behaviour.md#inside-telegram).
 */
export function isMiniApp(state: TelegramState = telegramState.get()): boolean {
  return state.status !== 'absent';
}

export function useIsMiniApp(): boolean {
  return isMiniApp(useStore(telegramState));
}
