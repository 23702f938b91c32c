import type { Migration } from './migration.ts';

export const secondFactorMigration: Migration = {
  id: 19,
  name: 'second factor: authenticator-app secrets, backup codes, sessions pending their second factor',
  // `last_used_step` refuses a code replayed in its own 30-second step (or an earlier one).
  // Backup codes are random and kept only as hashes, each used once.
  sql: `
    CREATE TABLE totp_credentials (
      account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      secret text NOT NULL,
      created_at timestamptz NOT NULL,
      enabled_at timestamptz,
      last_used_step bigint
    );

    CREATE TABLE backup_codes (
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      code_hash bytea NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (account_id, code_hash)
    );

    ALTER TABLE sessions ADD COLUMN second_factor_pending boolean NOT NULL DEFAULT false;
  `,
};
