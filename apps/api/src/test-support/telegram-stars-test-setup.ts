import { afterAll } from 'vitest';
import { startTestTelegramBotApi, type TestTelegramBotApi } from '@site/testing/telegram-bot-api';
import { callBotApi } from '../telegram-bot-api/call-bot-api.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The packs the tests sell: 50 Stars for 500 gold, 250 for 3000 (tests only). */
export const testStarsPacks = { 50: 500, 250: 3000 } as const;
export const testWebhookSecret = 'test-webhook-secret-0123456789abcdefABCDEF';

/**
 * A test server selling the test packs through a local Bot API stand-in, whose webhook is set to
 * the server's (as `site-api-admin telegram-set-webhook` does in production, on PUBLIC_ORIGIN).
 */
export async function startStarsServer(env: Record<string, string> = {}): Promise<{ server: TestServer; botApi: TestTelegramBotApi }> {
  const botApi = await startTestTelegramBotApi();
  afterAll(() => botApi.close());
  const server = await startTestServer({
    TELEGRAM_BOT_TOKEN: botApi.token,
    TELEGRAM_BOT_API_URL: botApi.url,
    TELEGRAM_WEBHOOK_SECRET: testWebhookSecret,
    TELEGRAM_STARS_PACKS: JSON.stringify(testStarsPacks),
    ...env,
  });
  await callBotApi({ apiUrl: botApi.url, token: botApi.token }, 'setWebhook', { url: `${server.url}/api/telegram/webhook`, secret_token: testWebhookSecret });
  return { server, botApi };
}
