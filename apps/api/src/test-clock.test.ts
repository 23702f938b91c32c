import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/load-config.ts';
import { startServer } from './start-server.ts';
import { configProblems } from './test-support/config-problems.ts';
import { miniAppInitData, testBotToken } from './test-support/telegram-test-data.ts';
import { TestClient } from './test-support/test-client.ts';
import { openTestDatabase } from './test-support/test-database.ts';

// The end-to-end runs play on a chosen day (apps/web/e2e, "The test clock"): the server's own
// clock moves there, while the stamps other parties make by real time are still checked by it.
const leapDayNoon = Date.parse('2028-02-29T12:00:00Z');

describe('TEST_CLOCK_OFFSET_MS', () => {
  it('moves the days and instants the server counts and shows, and still accepts a stamp made now by Telegram', async () => {
    const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', JOB_WORKER: 'false', TELEGRAM_BOT_TOKEN: testBotToken, TEST_CLOCK_OFFSET_MS: String(leapDayNoon - Date.now()) });
    const server = await startServer(config, { db: await openTestDatabase() });
    afterAll(() => server.close());
    const browser = new TestClient(server.url, config.publicOrigin);
    const response = await browser.call('telegramMiniApp', { body: { initData: miniAppInitData({ id: 5_000_000_777, first_name: 'Leap' }) } });
    expect(response.status).toBe(200);
    expect((response.body as { account: { createdAt: string } }).account.createdAt.slice(0, 10)).toBe('2028-02-29');
    // A lifetime, not a date of the moved clock: a browser on real time keeps it for the whole session.
    const sessionCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
    expect(sessionCookie).toContain(`Max-Age=${config.sessionTtlDays * 86_400}`);
    expect(sessionCookie).not.toMatch(/Expires=/i);
  });

  it('is refused for a server on a real database', () => {
    expect(configProblems({ TEST_CLOCK_OFFSET_MS: '60000', DATA_DIR: '/var/lib/site' })).toEqual([expect.stringMatching(/^TEST_CLOCK_OFFSET_MS: only for tests/)]);
    expect(configProblems({ TEST_CLOCK_OFFSET_MS: '60000', DATA_DIR: 'memory://', DATABASE_URL: 'postgres://db/site' })).toEqual([expect.stringMatching(/^TEST_CLOCK_OFFSET_MS: only for tests/)]);
    expect(configProblems({ TEST_CLOCK_OFFSET_MS: '60000', DATA_DIR: 'memory://' })).toEqual([]);
  });
});
