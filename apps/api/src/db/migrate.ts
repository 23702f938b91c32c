import { advisoryLockKeys, advisoryLockStatements } from './advisory-locks.ts';
import type { Database } from './database.ts';
import { migrations as allMigrations } from './migrations/index.ts';
import type { Migration } from './migrations/migration.ts';

/** Applies every migration not applied yet, in order, in one transaction. Returns how many are applied in all. */
export async function migrate(db: Database, migrations: readonly Migration[] = allMigrations): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(advisoryLockStatements.byNumber, [advisoryLockKeys.migrations]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const applied = new Set((await tx.query<{ id: number }>('SELECT id FROM schema_migrations')).map((row) => row.id));
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
      applied.add(migration.id);
    }
    return applied.size;
  });
}

/** Whether the database has every migration this build knows (for /api/ready). */
export async function pendingMigrations(db: Database, migrations: readonly Migration[] = allMigrations): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM schema_migrations').catch(() => []);
  const applied = new Set(rows.map((row) => row.id));
  return migrations.filter((migration) => !applied.has(migration.id)).length;
}
