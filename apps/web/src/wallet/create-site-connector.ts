import { createWalletConnector, type AppMetadata, type WalletConnector } from '@site/wallet-core';
import type { AppConfig } from '../config/read-config.ts';
import { isMiniApp } from '../telegram/mini-app.ts';
import { createCoreChain } from './core-chain.ts';

/**
 * The site's connector: the Core chain, the site's metadata, autoconnect of the last wallet.
 * Inside a Telegram mini app it finds, offers and connects no wallet (`embeddedIn`).
 */
export function createSiteConnector(config: AppConfig): WalletConnector {
  const appMetadata: AppMetadata = { name: config.appName, description: 'Play games and connect your wallet on the Core chain.' };
  // Wallets only take https icon URLs; on a local http origin the site simply has no icon.
  if (window.location.protocol === 'https:') appMetadata.icon = `${window.location.origin}/icons/app-icon.svg`;
  return createWalletConnector({
    chains: [createCoreChain(config.chain)],
    appMetadata,
    autoconnect: 'last',
    ...(isMiniApp() ? { embeddedIn: 'telegram-mini-app' as const } : {}),
  });
}
