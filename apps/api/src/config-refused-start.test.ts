import { describe, expect, it } from 'vitest';
import { endingOf } from './test-support/built-entry.ts';

// An operator who deploys the site under a path gives PUBLIC_ORIGIN one: the server cut it to its
// origin without a word, and every link it made (mail, OpenID redirects, the bot's) lost the path.
// It refuses it at start-up instead, as every configuration error: exit code 2, the problem named.
describe('a production process whose configuration is refused', { timeout: 120_000 }, () => {
  it.each(['main', 'worker'] as const)('dist/%s.js stops with exit code 2 and one line naming PUBLIC_ORIGIN, what was given and what to give', async (entry) => {
    const { code, stderr } = await endingOf(entry, { PUBLIC_ORIGIN: 'https://example.com/site/', DATABASE_URL: 'postgres://site@127.0.0.1:1/site', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error' });
    expect(code).toBe(2);
    expect(stderr.trimEnd().split('\n')).toEqual([
      "The server's configuration has 1 problem(s):",
      '- PUBLIC_ORIGIN: must be an origin: http:// or https://, a host and an optional port, and nothing after it (no path, query or fragment; a trailing / alone is fine), such as https://example.com (got "https://example.com/site/"; give https://example.com: serving under a path is not supported)',
    ]);
  });
});
