import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.ts';
import { serverSqlStatements } from './sql-statements.ts';

const db = await openTestDatabase();
afterAll(() => db.close());
const { statements, built } = serverSqlStatements(new URL('..', import.meta.url).pathname);

/**
 * Every statement of the server's code, prepared against the migrated schema: a wrong table,
 * column or type fails here in seconds, on both databases, before any test reaches the code.
 */
describe('the SQL of the server code', () => {
  it('finds the statements (the scan works)', () => {
    expect(statements.length).toBeGreaterThan(100);
  });

  it.each(statements.map((statement) => [`${statement.file}:${statement.line}`, statement.sql] as const))('%s prepares', async (_where, sql) => {
    await db.exec(`PREPARE checked_statement AS ${sql}; DEALLOCATE checked_statement;`);
  });

  it('leaves out only the statements built from values known as the code runs (the tests that reach them check those)', () => {
    expect([...new Set(built.map((statement) => statement.file))]).toMatchSnapshot();
  });
});
