import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFreeTests } from './database-free-tests.ts';

describe('databaseFreeTests', () => {
  const free = databaseFreeTests(join(import.meta.dirname, '..', '..'));

  it('names the tests of pure rules, which run once', () => {
    expect(free).toContain('src/text/slug.test.ts');
    expect(free).toContain('src/stamina/stamina-rules.test.ts');
  });

  it('keeps every test that reaches a database, however indirectly, on both kinds', () => {
    // Through startTestServer, through a test kit (e-mail), and through openDatabase (the admin CLI).
    for (const test of ['src/routes/stamina-routes.test.ts', 'src/auth/email/email-sign-in.test.ts', 'src/admin/admin-cli.test.ts', 'src/ledger/ledger-properties.test.ts']) {
      expect(free).not.toContain(test);
    }
  });
});
