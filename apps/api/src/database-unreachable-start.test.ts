import { describe, expect, it } from 'vitest';
import { endingOf } from './test-support/built-entry.ts';
import { freePort } from '@site/testing/server-process';

// An operator's first start often meets a database not yet up or a role that may not log in:
// the process says so in one line naming DATABASE_URL (never its password), not a driver's stack.
describe('a production process whose database cannot be used', { timeout: 120_000 }, () => {
  it.each(['main', 'worker'] as const)('dist/%s.js stops with exit code 1 and one line naming DATABASE_URL', async (entry) => {
    const url = `postgres://site:secret-password@127.0.0.1:${String(await freePort())}/site`;
    const { code, stderr } = await endingOf(entry, { DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^DATABASE_URL: PostgreSQL at postgres:\/\/site@127\.0\.0\.1:\d+\/site could not be used at start-up: .*ECONNREFUSED/m);
    expect(stderr).not.toContain('secret-password');
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
