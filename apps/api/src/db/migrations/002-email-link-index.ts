import type { Migration } from './migration.ts';

/**
 * Pending e-mail links (registrations, added addresses, resets) are found by the address they
 * carry; SIWE nonces fill the same table, so the lookup gets its own index on live links only.
 */
export const emailLinkIndexMigration: Migration = {
  id: 2,
  name: 'index of live e-mail links by address',
  sql: `
    CREATE INDEX auth_tokens_live_by_email ON auth_tokens (purpose, (data->>'email'))
      WHERE used_at IS NULL AND purpose IN ('email_verify', 'password_reset');
  `,
};
