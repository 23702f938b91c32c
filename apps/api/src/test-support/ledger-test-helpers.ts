import type { Database, Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from './test-database.ts';

/** A fresh, migrated database of the test project's kind (tests only). */
export async function openLedgerTestDatabase(): Promise<Database> {
  const db = await openTestDatabase();
  await migrate(db);
  return db;
}

/** A new user account (tests only). */
export async function createTestAccount(db: Queryable, name = 'player'): Promise<string> {
  return firstRow(await db.query<{ id: string }>('INSERT INTO accounts (display_name) VALUES ($1) RETURNING id', [name]), 'INSERT account').id;
}
