import { logger } from '../logging/logger.ts';
import { createStore } from '../store/create-store.ts';

/**
 * A file the site offers for download: its absolute address, which Telegram fetches itself (with
 * none of the page's cookies, so only a public file), and the name to save it under.
 */
export interface OfferedFile {
  url: string;
  fileName: string;
}

/**
 * How a download is carried out where the site runs. Telegram's webviews carry out no
 * `<a download>` nor blob download, so inside the mini app the start-up sets one of Telegram's ways.
 */
export type FileSaving =
  /** A plain browser (or Telegram's SDK not started): the page's own `<a download>`. */
  | { way: 'browser' }
  /**
   * Mini Apps 8.0 and later: Telegram's own download prompt (`downloadFile`), resolved with the
   * person's answer. A request the client fails opens the file's address with `openLink` instead.
   */
  | { way: 'telegram-download'; download: (file: OfferedFile) => Promise<'downloading' | 'declined'>; openLink: ((url: string) => void) | null }
  /** An older client saves no file: the file's address opens in the person's browser (`openLink`). */
  | { way: 'telegram-open-link'; openLink: (url: string) => void };

/** Set by the Telegram start-up (start-telegram.ts); read by the pages that offer files. */
export const fileSaving = createStore<FileSaving>({ way: 'browser' });

/** The part of the mini-app SDK this needs (the SDK's own functions, checked with `isAvailable`). */
export interface FileSavingSdk {
  downloadFile: { (url: string, fileName: string): Promise<void>; isAvailable: () => boolean };
  openLink: { (url: string): void; isAvailable: () => boolean };
}

/**
 * What `downloadFile` rejects with when the person declines: the SDK's AccessDeniedError, known by
 * its name (its instances are not `instanceof` their own class: the SDK's error classes set each
 * instance's prototype to their base class's).
 */
const isDeclined = (error: unknown): boolean => error instanceof Error && error.name === 'AccessDeniedError';

/** How this client saves files: Telegram's prompt where it has one, else its `openLink`, else the browser's way. */
export function fileSavingOf(sdk: FileSavingSdk): FileSaving {
  const openLink = sdk.openLink.isAvailable()
    ? (url: string): void => {
        sdk.openLink(url);
      }
    : null;
  if (sdk.downloadFile.isAvailable()) {
    return {
      way: 'telegram-download',
      openLink,
      download: async ({ url, fileName }) => {
        try {
          await sdk.downloadFile(url, fileName);
          return 'downloading';
        } catch (error) {
          if (isDeclined(error)) return 'declined';
          throw error;
        }
      },
    };
  }
  return openLink ? { way: 'telegram-open-link', openLink } : { way: 'browser' };
}

/**
 * Saves `file` the way Telegram can, from the click that asked for it (Telegram's prompt, or the
 * file's address in the person's browser). Returns false in a plain browser, where the caller lets
 * the browser download it as always; true when Telegram took it (the caller prevents the click's
 * own download, which the webview would drop). A person who declines Telegram's prompt is left be.
 */
export function saveFileThroughTelegram(file: OfferedFile, saving: FileSaving = fileSaving.get()): boolean {
  switch (saving.way) {
    case 'browser':
      return false;
    case 'telegram-open-link':
      saving.openLink(file.url);
      return true;
    case 'telegram-download':
      saving.download(file).then(
        (answer) => {
          logger.debug(`Telegram's download of ${file.fileName}: ${answer}`);
        },
        (error: unknown) => {
          logger.warn(`Telegram could not download ${file.fileName}; opening its address instead.`, error);
          saving.openLink?.(file.url);
        },
      );
      return true;
  }
}
