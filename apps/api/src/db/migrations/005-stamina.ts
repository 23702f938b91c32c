import type { Migration } from './migration.ts';

export const staminaMigration: Migration = {
  id: 5,
  name: 'stamina per account',
  // One row per account that has spent or recovered stamina; an account without one is full
  // (new accounts start full: STAMINA_MAX in docs/api/settings.md). The value is true at `as_of`; refill is computed from it.
  sql: `
    CREATE TABLE account_stamina (
      account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      value integer NOT NULL CHECK (value >= 0),
      as_of timestamptz NOT NULL
    );
  `,
};
