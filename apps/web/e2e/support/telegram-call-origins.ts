import type { Page } from '@playwright/test';

/** A call of Telegram's WebView API, and the origin of the frame that made it. */
export interface TelegramCallFrom {
  method: string;
  origin: string;
  /** How it was made: the mobile apps' `TelegramWebviewProxy.postEvent`, or a `postMessage` as Telegram Web takes them. */
  via: 'postEvent' | 'postMessage';
}

/**
 * Records every call of Telegram's WebView API made by any frame of the page, with its origin, as
 * Telegram's clients now check it (a method from another origin than the mini app's is refused):
 * `TelegramWebviewProxy.postEvent` in every frame (Android's bridge reaches frames too), and
 * Telegram-shaped `postMessage`s (`{ eventType, eventData }`) reaching the page. Call it after the
 * emulated client is installed (telegram-client.ts or telegram.ts), whose bridge it wraps.
 */
export async function recordTelegramCallOrigins(page: Page): Promise<() => TelegramCallFrom[]> {
  const calls: TelegramCallFrom[] = [];
  await page.exposeBinding('__telegramCallFrom', ({ frame }, method: string, via: TelegramCallFrom['via'], origin?: string) => {
    calls.push({ method, via, origin: origin ?? new URL(frame.url()).origin });
  });
  await page.addInitScript(() => {
    const record = (window as unknown as { __telegramCallFrom: (method: string, via: string, origin?: string) => Promise<void> }).__telegramCallFrom;
    const bridge = (window as unknown as { TelegramWebviewProxy?: { postEvent: (method: string, data?: string) => void } }).TelegramWebviewProxy;
    if (bridge) {
      const postEvent = bridge.postEvent.bind(bridge);
      bridge.postEvent = (method, data) => {
        void record(method, 'postEvent');
        postEvent(method, data);
      };
    }
    window.addEventListener('message', (event: MessageEvent) => {
      let data: unknown = event.data;
      if (typeof data === 'string') {
        try {
          data = JSON.parse(data);
        } catch {
          return;
        }
      }
      const method = (data as { eventType?: unknown } | null)?.eventType;
      if (typeof method === 'string' && /^(web_app_|iframe_)/.test(method)) void record(method, 'postMessage', event.origin);
    });
  });
  return () => [...calls];
}
