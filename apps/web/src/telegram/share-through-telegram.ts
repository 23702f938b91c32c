import { telegramState } from './telegram-state.ts';

/**
 * Opens Telegram's own share sheet for a link. Returns false when not inside Telegram (or the
 * client cannot share), so the caller can fall back to the Web Share API or copying.
 */
export async function shareThroughTelegram(url: string, text: string): Promise<boolean> {
  if (telegramState.get().status !== 'ready') return false;
  const sdk = await import('@tma.js/sdk-react');
  if (!sdk.shareURL.isAvailable()) return false;
  sdk.shareURL(url, text);
  return true;
}
