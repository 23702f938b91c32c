import type { Queryable } from '../db/database.ts';

/**
 * What every request touches without changing anything a person owns: the rate limiter's counters
 * and a session's last-seen time. Everything else in the database is in the fingerprint.
 */
const bookkeeping = { tables: ['rate_limit_hits'], columns: ['last_seen_at'] };

/** Each table's rows, hashed: two equal fingerprints mean no request changed anything that matters. */
export async function databaseFingerprint(db: Queryable): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const fingerprint: Record<string, string> = {};
  const dropped = bookkeeping.columns.map((column) => ` - '${column}'`).join('');
  for (const { name } of tables) {
    if (bookkeeping.tables.includes(name)) continue;
    const [row] = await db.query<{ rows: string; hash: string | null }>(
      `SELECT count(*)::text AS rows, md5(string_agg(line, '|' ORDER BY line)) AS hash FROM (SELECT (to_jsonb(t)${dropped})::text AS line FROM "${name}" t) lines`,
    );
    fingerprint[name] = `${row?.rows ?? '0'} rows ${row?.hash ?? '-'}`;
  }
  return fingerprint;
}
