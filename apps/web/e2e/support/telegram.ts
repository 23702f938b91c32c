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
