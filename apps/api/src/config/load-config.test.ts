import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';

describe('loadConfig', () => {
  it('works with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8787, databaseUrl: null, publicOrigin: 'http://127.0.0.1:5173', chainId: 1116, google: null });
  });

  it('names every bad variable at once and never echoes a secret', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', COOKIE_SECURE: 'maybe', GOOGLE_CLIENT_ID: 'id', TELEGRAM_BOT_TOKEN: 'secret-value' });
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems).toEqual([
      'GOOGLE_ISSUER, GOOGLE_CLIENT_SECRET: must be set together with GOOGLE_CLIENT_ID',
      'PORT: must be a whole number from 0 to 65535 (got "eighty")',
      'DATABASE_URL: must be a postgres or postgresql URL (got "mysql://x")',
      'COOKIE_SECURE: must be true or false (got "maybe")',
      'TELEGRAM_BOT_TOKEN: must look like 123456:ABC… as BotFather gives it (got (hidden))',
    ]);
    expect((error as Error).message).not.toContain('secret-value');
  });

  it('reads an OpenID provider only when all its variables are set', () => {
    const config = loadConfig({ GOOGLE_ISSUER: 'http://127.0.0.1:9000', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' });
    expect(config.google).toEqual({ issuer: 'http://127.0.0.1:9000', clientId: 'a', clientSecret: 'b' });
  });
});
