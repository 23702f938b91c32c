import type { Plugin } from 'vite';
import { offeredWalletsList, packagedWallets, tonWalletIconsFolder, type WalletListEntry } from './ton-wallets-list.ts';
import { telegramBadgeSvg, tonMarkSvg, walletMonogramSvg } from './wallet-monogram.ts';

/** Where the site serves the wallets list; TON Connect is told to read it there (ton-connect-flow.tsx). */
export const tonWalletsListFile = 'tonconnect-wallets.json';

/**
 * The pictures TON Connect's modal (@tonconnect/ui) loads from its project's remote host, each with
 * the site's own drawing that replaces it in the modal's code at build time.
 */
const modalPictures = [
  { remote: 'https://raw.githubusercontent.com/ton-connect/sdk/main/assets/tg.png', file: 'telegram-badge.svg', svg: telegramBadgeSvg },
  { remote: 'https://raw.githubusercontent.com/ton-connect/sdk/main/assets/ton-icon-48.png', file: 'ton-mark.svg', svg: tonMarkSvg },
] as const;

/** Every file the site serves for the list: the list itself, a monogram per wallet, the modal's marks. */
async function listFiles(): Promise<Map<string, { type: string; text: string }>> {
  const list: WalletListEntry[] = offeredWalletsList(await packagedWallets());
  const files = new Map([[tonWalletsListFile, { type: 'application/json', text: `${JSON.stringify(list, null, 2)}\n` }]]);
  for (const [index, wallet] of list.entries()) files.set(wallet.image.slice(1), { type: 'image/svg+xml', text: walletMonogramSvg(wallet.name, index) });
  for (const picture of modalPictures) files.set(`${tonWalletIconsFolder}/${picture.file}`, { type: 'image/svg+xml', text: picture.svg });
  return files;
}

/** TON Connect's modal, its remote pictures replaced by the site's (the build stops when one is no longer there). */
function withSitePictures(code: string, fail: (message: string) => never): string {
  let replaced = code;
  for (const picture of modalPictures) {
    if (!replaced.includes(picture.remote)) fail(`@tonconnect/ui no longer loads ${picture.remote}: check which pictures its modal loads (docs/web/behaviour.md#ton-wallets-inside-the-telegram-mini-app-only).`);
    replaced = replaced.replaceAll(picture.remote, `/${tonWalletIconsFolder}/${picture.file}`);
  }
  return replaced;
}

/**
 * The wallets list the mini app offers, made at every build from the installed TON Connect SDK's
 * own list (so it follows the package's updates) and served by the site as
 * `/tonconnect-wallets.json`: TON Connect reads it there instead of its remote list, so the mini
 * app offers its wallets when that list is slow or down, and only the wallets Telegram's rules allow.
 * The wallets' pictures are the site's own monograms and TON Connect's modal draws its marks from
 * the site too: showing the list asks no wallet's host (nor any other) for a picture.
 */
export function tonWalletsList(): Plugin {
  return {
    name: 'site:ton-wallets-list',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1) ?? '';
        if (name !== tonWalletsListFile && !name.startsWith(`${tonWalletIconsFolder}/`)) {
          next();
          return;
        }
        listFiles().then((files) => {
          const file = files.get(name);
          if (!file) {
            next();
            return;
          }
          response.setHeader('content-type', file.type);
          response.end(file.text);
        }, next);
      });
    },
    transform(code, id) {
      if (!/[\\/]@tonconnect[\\/]ui[\\/]lib[\\/]index\.mjs$/.test(id)) return null;
      return { code: withSitePictures(code, (message) => this.error(message)), map: null };
    },
    async generateBundle() {
      for (const [fileName, file] of await listFiles()) this.emitFile({ type: 'asset', fileName, source: file.text });
    },
  };
}
