/**
 * The hot statements, prepared once per connection on PostgreSQL (a named statement: parsed and
 * planned once, then only bound and run). A statement is declared where it is written,
 * `const read = preparedStatement('SELECT …')`, and sent as any other (`db.query(read, [...])`);
 * PGlite runs it as it is. Only constant texts: each one is a statement kept on every connection.
 */
const names = new Map<string, string>();

/** Declares `sql` (a constant text with `$n` parameters) as prepared; returns it unchanged. */
export function preparedStatement(sql: string): string {
  if (!names.has(sql)) names.set(sql, `prepared_${names.size + 1}`);
  return sql;
}

/** The name `sql` is prepared under, or undefined for a statement sent unprepared. */
export const preparedNameOf = (sql: string): string | undefined => names.get(sql);
