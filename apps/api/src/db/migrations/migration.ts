/** One step of the schema, applied once and in order by `migrate` (apps/api/README.md, Migrations). */
export interface Migration {
  /** Increasing from 1, never reused or edited once released: forward-only. */
  id: number;
  name: string;
  sql: string;
}
