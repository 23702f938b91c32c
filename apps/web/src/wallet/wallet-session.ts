import type { WalletConnector } from '@site/wallet-core';
import type { AppConfig } from '../config/read-config.ts';
import { logger } from '../logging/logger.ts';
import { createStore } from '../store/create-store.ts';

export type WalletSession =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; connector: WalletConnector }
  /** The wallet stack could not be loaded (offline, or not available in this build). */
  | { status: 'unavailable'; reason: string };

/**
 * Where the lazily created wallet connector lives. Pages read the wallet through
 * `@site/wallet-react/hooks` with `{ connector: readyConnector(session) }`: null until it exists.
 */
export const walletSession = createStore<WalletSession>({ status: 'idle' });

/** The connector once the session is ready, else null (the hooks then report no wallet). */
export function readyConnector(session: WalletSession): WalletConnector | null {
  return session.status === 'ready' ? session.connector : null;
}

let loading: Promise<WalletConnector | null> | null = null;

/**
 * Creates the wallet connector for the Core chain on first call (later calls share it). The
 * wallet stack (@site/wallet-core) is loaded with a dynamic import, so it is never on the path
 * to first paint; start-up calls this when the browser is idle only for a visitor with a
 * remembered wallet (autoconnect), the connect button on the first sign of intent
 * (`wallet-intent.ts`), and pages that need the wallet call it directly.
 */
export function initWalletConnection(config: AppConfig): Promise<WalletConnector | null> {
  loading ??= (async () => {
    walletSession.set({ status: 'loading' });
    try {
      const [{ createSiteConnector }, { followWalletDisplay }] = await Promise.all([import('./create-site-connector.ts'), import('./follow-wallet-display.ts')]);
      const connector = createSiteConnector(config);
      followWalletDisplay(connector);
      walletSession.set({ status: 'ready', connector });
      logger.debug('Wallet connector ready');
      return connector;
    } catch (error) {
      logger.warn('The wallet connection could not be started', error);
      walletSession.set({ status: 'unavailable', reason: error instanceof Error ? error.message : String(error) });
      loading = null;
      return null;
    }
  })();
  return loading;
}
