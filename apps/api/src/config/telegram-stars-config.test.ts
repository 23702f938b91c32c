import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';
import { configProblems } from '../test-support/config-problems.ts';

const bot = { TELEGRAM_BOT_TOKEN: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZabc', TELEGRAM_WEBHOOK_SECRET: 'a'.repeat(32) };

describe('Telegram Stars and bot configuration', () => {
  it('is off unless set; reads the packs by price, the Bot API URL and the webhook secret', () => {
    const off = loadConfig({});
    expect(off.telegramStars).toBeNull();
    expect(off.telegramBotApi).toEqual({ apiUrl: 'https://api.telegram.org', webhookSecret: null, miniAppUrl: null });
    const on = loadConfig({ ...bot, TELEGRAM_STARS_PACKS: '{"250":3000,"50":500}', TELEGRAM_BOT_API_URL: 'http://127.0.0.1:8081/' });
    expect(on.telegramStars?.packs).toEqual(new Map([[50, 500n], [250, 3000n]]));
    expect([...(on.telegramStars?.packs.keys() ?? [])]).toEqual([50, 250]);
    expect(on.telegramBotApi).toEqual({ apiUrl: 'http://127.0.0.1:8081', webhookSecret: 'a'.repeat(32), miniAppUrl: null });
  });

  it('names each bad variable, never echoing the secret', () => {
    expect(configProblems({ TELEGRAM_STARS_PACKS: '{"50":500}' })).toEqual([expect.stringMatching(/^TELEGRAM_STARS_PACKS: needs TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET/)]);
    expect(configProblems({ ...bot, TELEGRAM_STARS_PACKS: '[50]' })).toEqual([expect.stringMatching(/^TELEGRAM_STARS_PACKS: must be a JSON object/)]);
    expect(configProblems({ ...bot, TELEGRAM_STARS_PACKS: '{}' })).toEqual([expect.stringMatching(/^TELEGRAM_STARS_PACKS: must be a JSON object/)]);
    for (const bad of ['{"0":5}', '{"050":5}', '{"100001":5}', '{"1.5":5}', '{"50":0}', '{"50":1.5}', '{"50":"500"}']) {
      expect(configProblems({ ...bot, TELEGRAM_STARS_PACKS: bad })).toEqual([expect.stringMatching(/^TELEGRAM_STARS_PACKS: ".*" must be a price of 1 to 100000 Stars/)]);
    }
    const secretProblems = configProblems({ ...bot, TELEGRAM_WEBHOOK_SECRET: 'short secret!' });
    expect(secretProblems).toEqual([expect.stringMatching(/^TELEGRAM_WEBHOOK_SECRET: must be 32 to 256/)]);
    expect(secretProblems.join()).not.toContain('short secret');
    expect(configProblems({ TELEGRAM_WEBHOOK_SECRET: 'a'.repeat(32) })).toEqual([expect.stringMatching(/^TELEGRAM_WEBHOOK_SECRET: needs TELEGRAM_BOT_TOKEN/)]);
    expect(configProblems({ TELEGRAM_BOT_API_URL: 'ftp://example.com' })).toEqual([expect.stringMatching(/^TELEGRAM_BOT_API_URL: must be an https or http URL/)]);
  });
});
