import type { Page } from '@playwright/test';

/** A method the page posts to Telegram, with its parameters. */
export type TelegramCall = [method: string, params: unknown];

/** How the fake client answers a method: the event Telegram sends back, and its data. */
export type TelegramAnswers = Record<string, [event: string, data?: unknown]>;

/**
 * Plays the Telegram client's side of the mini-app protocol, installed before the page loads:
 * the page's calls arrive at `window.TelegramWebviewProxy.postEvent` (as on Telegram's mobile
 * apps) and are recorded; a method listed in `answers` is answered, once the call has returned,
 * through `window.Telegram.WebView.receiveEvent`, as the real client sends events.
 */
export async function installTelegramClient(page: Page, answers: TelegramAnswers = {}): Promise<void> {
  await page.addInitScript((answered: TelegramAnswers) => {
    const calls: TelegramCall[] = [];
    Object.defineProperty(window, '__telegramCalls', { value: calls });
    Object.defineProperty(window, 'TelegramWebviewProxy', {
      value: {
        postEvent(method: string, data: string | undefined) {
          const params: unknown = data ? JSON.parse(data) : undefined;
          calls.push([method, params]);
          const answer = answered[method];
          if (!answer) return;
          setTimeout(() => {
            const webView = (window as { Telegram?: { WebView?: { receiveEvent?: (event: string, data: unknown) => void } } }).Telegram?.WebView;
            webView?.receiveEvent?.(answer[0], answer[1]);
          });
        },
      },
    });
  }, answers);
}

/** The calls the page made to the client so far, of `method` when given. */
export async function telegramCalls(page: Page, method?: string): Promise<TelegramCall[]> {
  const calls = await page.evaluate(() => (window as unknown as { __telegramCalls?: TelegramCall[] }).__telegramCalls ?? []);
  return method === undefined ? calls : calls.filter(([name]) => name === method);
}
