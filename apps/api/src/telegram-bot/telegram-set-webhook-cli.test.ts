import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestTelegramBotApi } from '@site/testing/telegram-bot-api';
import { builtEntry } from '../test-support/built-entry.ts';

const run = promisify(execFile);
const botApi = await startTestTelegramBotApi();
afterAll(() => botApi.close());
const secret = 'cli-webhook-secret-0123456789abcdefABCDEF';

/** `site-api-admin telegram-set-webhook` in its own process, as the bin runs it; it opens no database. */
async function setWebhook(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, [builtEntry('admin'), 'telegram-set-webhook'], {
      cwd: join(import.meta.dirname, '..', '..'),
      env: { ...inherited, DATA_DIR: 'memory://', PUBLIC_ORIGIN: 'https://games.example.com', TELEGRAM_BOT_API_URL: botApi.url, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

describe('site-api-admin telegram-set-webhook', { timeout: 120_000 }, () => {
  it("points the bot's webhook at PUBLIC_ORIGIN/api/telegram/webhook with the secret", async () => {
    expect(await setWebhook({ TELEGRAM_BOT_TOKEN: botApi.token, TELEGRAM_WEBHOOK_SECRET: secret })).toEqual({
      code: 0,
      stdout: "Telegram now posts the bot's updates to https://games.example.com/api/telegram/webhook.\n",
      stderr: '',
    });
    expect(botApi.webhook()).toEqual({ url: 'https://games.example.com/api/telegram/webhook', secretToken: secret });
  });

  it('exits 1 saying what is missing, or what Telegram said', async () => {
    expect(await setWebhook({ TELEGRAM_BOT_TOKEN: botApi.token })).toMatchObject({ code: 1, stderr: 'telegram-set-webhook needs TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET.\n' });
    const stranger = await setWebhook({ TELEGRAM_BOT_TOKEN: `${botApi.token.split(':')[0]}:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, TELEGRAM_WEBHOOK_SECRET: secret });
    expect(stranger).toMatchObject({ code: 1, stderr: 'Telegram refused setWebhook: Unauthorized\n' });
    expect(stranger.stderr).not.toContain('AAAA');
  });
});
