import type { Page } from '@playwright/test';

export const lightTheme = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#3390ec',
  button_color: '#3390ec',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
};

export const darkTheme = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
};

export interface LaunchOptions {
  version?: string;
  platform: string;
  theme: Record<string, string>;
  startParam?: string;
}

/** Launch parameters as Telegram puts them in the URL hash. */
export function launchHash({ version = '8.4', platform, theme, startParam }: LaunchOptions): string {
  const user = JSON.stringify({ id: 123456789, first_name: 'Test', last_name: 'Player', username: 'test_player', language_code: 'en' });
  const initData = new URLSearchParams({
    query_id: 'AAE-test',
    user,
    auth_date: String(Math.floor(Date.now() / 1000)),
    signature: 'test-signature',
    hash: 'c0ffee'.repeat(10) + 'c0ff',
    ...(startParam ? { start_param: startParam } : {}),
  });
  const params = new URLSearchParams({
    tgWebAppData: initData.toString(),
    tgWebAppVersion: version,
    tgWebAppPlatform: platform,
    tgWebAppThemeParams: JSON.stringify(theme),
    ...(startParam ? { tgWebAppStartParam: startParam } : {}),
  });
  return `#${params.toString()}`;
}

/**
 * Fakes Telegram's native bridge before the page loads (as the SDK's own mock does): method
 * calls go to `window.TelegramWebviewProxy.postEvent` and are recorded in `window.__telegramCalls`.
 */
export async function installTelegramBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: [string, unknown][] = [];
    Object.defineProperty(window, '__telegramCalls', { value: calls });
    Object.defineProperty(window, 'TelegramWebviewProxy', {
      value: {
        postEvent(name: string, data: unknown) {
          calls.push([name, data]);
        },
      },
    });
  });
}

export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const noInsets: Insets = { top: 0, right: 0, bottom: 0, left: 0 };

/** What the client reports once in full screen: the phone's notch and home bar, Telegram's close and menu buttons. */
export interface ClientScreen {
  safeArea: Insets;
  contentSafeArea: Insets;
}

/**
 * Plays Telegram's client: records every method call as `installTelegramBridge` does, and answers
 * the viewport's requests as a phone client does (viewport, safe areas, full screen). The safe
 * areas are zero until the mini app asks for full screen, then the given ones.
 */
export async function installTelegramClient(page: Page, screen: ClientScreen): Promise<void> {
  await page.addInitScript((fullScreenInsets: ClientScreen) => {
    const calls: [string, unknown][] = [];
    const zero = { top: 0, right: 0, bottom: 0, left: 0 };
    let fullscreen = false;
    const receive = (name: string, payload: unknown): void => {
      // As a client does: the answer arrives in a later task, never inside the call.
      setTimeout(() => {
        (window as unknown as { Telegram: { WebView: { receiveEvent(name: string, data: unknown): void } } }).Telegram.WebView.receiveEvent(name, payload);
      }, 0);
    };
    const insets = () => (fullscreen ? fullScreenInsets : { safeArea: zero, contentSafeArea: zero });
    Object.defineProperty(window, '__telegramCalls', { value: calls });
    Object.defineProperty(window, 'TelegramWebviewProxy', {
      value: {
        postEvent(name: string, data: unknown) {
          calls.push([name, data]);
          switch (name) {
            case 'web_app_request_viewport':
              receive('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
              break;
            case 'web_app_request_safe_area':
              receive('safe_area_changed', insets().safeArea);
              break;
            case 'web_app_request_content_safe_area':
              receive('content_safe_area_changed', insets().contentSafeArea);
              break;
            case 'web_app_request_fullscreen':
              fullscreen = true;
              receive('fullscreen_changed', { is_fullscreen: true });
              receive('safe_area_changed', insets().safeArea);
              receive('content_safe_area_changed', insets().contentSafeArea);
              break;
            default:
          }
        },
      },
    });
  }, screen);
}

/** The method calls the page made so far, each as `name data` (the bridge hands data over as a JSON string). */
export async function telegramCallLines(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __telegramCalls: [string, unknown][] }).__telegramCalls.map(([name, data]) => `${name} ${typeof data === 'string' ? data : JSON.stringify(data ?? null)}`),
  );
}

/** Sends an event from Telegram's client to the page (a tap on its Back or main button). */
export async function sendTelegramEvent(page: Page, name: string, payload: unknown = null): Promise<void> {
  await page.evaluate(
    ([eventName, eventPayload]) => {
      (window as unknown as { Telegram: { WebView: { receiveEvent(name: string, data: unknown): void } } }).Telegram.WebView.receiveEvent(eventName, eventPayload);
    },
    [name, payload] as const,
  );
}
