import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { builtEntry } from './test-support/built-entry.ts';
import { freePort } from '@site/testing/server-process';

const run = promisify(execFile);

/** How `node dist/<entry>.js` ends with `env`: its exit code and what it said on stderr. */
async function ending(entry: 'main' | 'worker', env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, [builtEntry(entry)], { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

// An operator's first start often meets a database not yet up or a role that may not log in:
// the process says so in one line naming DATABASE_URL (never its password), not a driver's stack.
describe('a production process whose database cannot be used', { timeout: 120_000 }, () => {
  it.each(['main', 'worker'] as const)('dist/%s.js stops with exit code 1 and one line naming DATABASE_URL', async (entry) => {
    const url = `postgres://site:secret-password@127.0.0.1:${String(await freePort())}/site`;
    const { code, stderr } = await ending(entry, { DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^DATABASE_URL: PostgreSQL at postgres:\/\/site@127\.0\.0\.1:\d+\/site could not be used at start-up: .*ECONNREFUSED/m);
    expect(stderr).not.toContain('secret-password');
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
