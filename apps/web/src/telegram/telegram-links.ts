let openLink: ((url: string) => void) | null = null;

/** Called by the Telegram start-up once the SDK can open links outside the webview. */
export function setTelegramLinkOpener(opener: ((url: string) => void) | null): void {
  openLink = opener;
}

/**
 * Opens `url` in the visitor's external browser through Telegram (must run inside the click
 * handler); outside Telegram it opens a new tab.
 */
export function openTelegramExternalLink(url: string): void {
  if (openLink) openLink(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}
