import { describe, expect, it } from 'vitest';
import { databaseUnreachableMessage } from './database-unreachable.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { freePort } from '@site/testing/server-process';

describe('databaseUnreachableMessage', () => {
  it('names DATABASE_URL, where it points without the password, and the driver\'s words for a database that is not there', async () => {
    const url = `postgres://site:secret-password@127.0.0.1:${String(await freePort())}/site`;
    const db = openPostgresDatabase(url);
    const error = await db.query('SELECT 1').then(() => null, (failure: unknown) => failure);
    await db.close();
    const message = databaseUnreachableMessage(error, url);
    expect(message).toMatch(/^DATABASE_URL: PostgreSQL at postgres:\/\/site@127\.0\.0\.1:\d+\/site could not be used at start-up: .*ECONNREFUSED/);
    expect(message).not.toContain('secret-password');
  });

  it('names a refused login, and leaves anything else (a bug) to its stack', () => {
    expect(databaseUnreachableMessage(Object.assign(new Error('password authentication failed for user "site"'), { code: '28P01' }), 'postgres://site:x@db:5432/site')).toBe(
      'DATABASE_URL: PostgreSQL at postgres://site@db:5432/site could not be used at start-up: password authentication failed for user "site". Start the server once the database is up and the role may log in and owns the database (docs/api/postgresql.md).',
    );
    expect(databaseUnreachableMessage(new TypeError('x is not a function'), 'postgres://db/site')).toBeNull();
    expect(databaseUnreachableMessage(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }), null)).toBeNull();
  });
});
