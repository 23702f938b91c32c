import { appConfig } from '../config/app-config.ts';
import { preloadWalletUi } from './wallet-ui-host.tsx';
import { initWalletConnection } from './wallet-session.ts';

/**
 * Loads the wallet stack and the wallet UI at the first sign that the visitor means to connect
 * (the pointer over the connect button, a touch on it, or keyboard focus), so the modal is ready
 * by the click. Later calls share the first load.
 */
export function prepareWalletOnIntent(): void {
  void initWalletConnection(appConfig);
  preloadWalletUi();
}

/** Spread on a connect button: each of these is a first sign of intent. */
export const walletIntentHandlers = {
  onPointerEnter: prepareWalletOnIntent,
  onPointerDown: prepareWalletOnIntent,
  onFocus: prepareWalletOnIntent,
} as const;
