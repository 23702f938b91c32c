import { createRequire } from 'node:module';
import type { WalletInfo, WalletsListManager } from '@tonconnect/ui-react';

/**
 * The wallets the mini app offers, by TON Connect's `app_name`, in the order shown: TON wallets
 * that use only TON Connect and mainly serve TON, as Telegram's rules for mini apps allow
 * (docs/web/behaviour.md#ton-wallets-inside-the-telegram-mini-app-only). Multi-chain wallets of the package's list are left out.
 */
export const offeredTonWallets = ['telegram-wallet', 'tonkeeper', 'mytonwallet', 'tonhub', 'tonkeeper-pro', 'dewallet', 'tonwallet'] as const;

/** Without these the list is not worth shipping: the build stops. */
const requiredTonWallets = ['telegram-wallet', 'tonkeeper'];

/** One entry of TON Connect's wallets list (wallets-v2.json), as the SDK reads it. */
export interface WalletListEntry {
  app_name: string;
  name: string;
  image: string;
  about_url: string;
  tondns?: string;
  universal_url?: string;
  deepLink?: string;
  bridge: ({ type: 'sse'; url: string } | { type: 'js'; key: string })[];
  platforms: string[];
  features?: unknown[];
}

/** Where the site serves the wallets' pictures (ton-wallets-list-plugin.ts draws them). */
export const tonWalletIconsFolder = 'tonconnect-wallets';

/** The site's own picture of a wallet: never the wallet's remote image, which the mini app does not load. */
export const tonWalletIconPath = (appName: string): string => `/${tonWalletIconsFolder}/${appName}.svg`;

/** A wallet as the SDK describes it, back in the list's format (the SDK reads one from the other), its picture the site's. */
function listEntry(wallet: WalletInfo): WalletListEntry {
  const bridges = wallet as { bridgeUrl?: string; universalLink?: string; deepLink?: string; jsBridgeKey?: string };
  const bridge: WalletListEntry['bridge'] = [];
  if (bridges.bridgeUrl !== undefined) bridge.push({ type: 'sse', url: bridges.bridgeUrl });
  if (bridges.jsBridgeKey !== undefined) bridge.push({ type: 'js', key: bridges.jsBridgeKey });
  return {
    app_name: wallet.appName,
    name: wallet.name,
    image: tonWalletIconPath(wallet.appName),
    about_url: wallet.aboutUrl,
    ...(wallet.tondns === undefined ? {} : { tondns: wallet.tondns }),
    ...(bridges.universalLink === undefined ? {} : { universal_url: bridges.universalLink }),
    ...(bridges.deepLink === undefined ? {} : { deepLink: bridges.deepLink }),
    bridge,
    platforms: [...wallet.platforms],
    ...(wallet.features === undefined ? {} : { features: [...wallet.features] }),
  };
}

/** The offered wallets out of the package's list, in the offered order; throws when a required one is missing. */
export function offeredWalletsList(wallets: readonly WalletInfo[]): WalletListEntry[] {
  const byName = new Map(wallets.map((wallet) => [wallet.appName, wallet]));
  const missing = requiredTonWallets.filter((name) => !byName.has(name));
  if (missing.length > 0) throw new Error(`TON Connect's wallets list in @tonconnect/sdk no longer names ${missing.join(', ')}: check the offered wallets (docs/web/behaviour.md#ton-wallets-inside-the-telegram-mini-app-only) before shipping another list.`);
  return offeredTonWallets.flatMap((name) => {
    const wallet = byName.get(name);
    return wallet ? [listEntry(wallet)] : [];
  });
}

/**
 * The wallets list the installed TON Connect SDK ships (the one it falls back on when the remote
 * list cannot be fetched), read through the SDK itself: the SDK the mini app runs, found from
 * @tonconnect/ui-react. Node only (build time).
 */
export async function packagedWallets(): Promise<WalletInfo[]> {
  const fromUiReact = createRequire(createRequire(import.meta.url).resolve('@tonconnect/ui-react'));
  const fromUi = createRequire(fromUiReact.resolve('@tonconnect/ui'));
  const sdk = fromUi('@tonconnect/sdk') as { WalletsListManager: typeof WalletsListManager };
  // A source that is no list makes the SDK use its own; its one complaint about it is expected here.
  const manager = new sdk.WalletsListManager({ walletsListSource: 'data:application/json,null' });
  const complain = console.error;
  console.error = (...args: unknown[]) => {
    if (args[0] !== '[TON_CONNECT_SDK]') complain(...args);
  };
  try {
    return await manager.getWallets();
  } finally {
    console.error = complain;
  }
}
