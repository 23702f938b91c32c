import type { Plugin } from 'vite';
import { offeredWalletsList, packagedWallets } from './ton-wallets-list.ts';

/** Where the site serves the wallets list; TON Connect is told to read it there (ton-connect-flow.tsx). */
export const tonWalletsListFile = 'tonconnect-wallets.json';

const listText = async (): Promise<string> => `${JSON.stringify(offeredWalletsList(await packagedWallets()), null, 2)}\n`;

/**
 * The wallets list the mini app offers, made at every build from the installed TON Connect SDK's
 * own list (so it follows the package's updates) and served by the site as
 * `/tonconnect-wallets.json`: TON Connect reads it there instead of its remote list, so the mini
 * app offers its wallets when that list is slow or down, and only the wallets Telegram's rules allow.
 */
export function tonWalletsList(): Plugin {
  return {
    name: 'site:ton-wallets-list',
    configureServer(server) {
      server.middlewares.use(`/${tonWalletsListFile}`, (_request, response, next) => {
        listText().then((text) => {
          response.setHeader('content-type', 'application/json');
          response.end(text);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: tonWalletsListFile, source: await listText() });
    },
  };
}
