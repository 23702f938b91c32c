import type { Migration } from './migration.ts';

/**
 * What tells a person's sessions apart in /setting, stored when the session starts (sessions/
 * owns the table): the client's network (its address masked to /24 or /48, sessions/
 * client-network.ts; never the full address, never a geo lookup), and the identity it signed in
 * with, so that removing that way to sign in ends the sessions it opened (docs/api/sessions.md). Sessions from before have no network (shown as unknown) and no identity.
 */
export const sessionOriginsMigration: Migration = {
  id: 37,
  name: 'Sessions: the client network and the identity each signed in with',
  sql: `
    ALTER TABLE sessions ADD COLUMN client_network text NOT NULL DEFAULT '' CHECK (length(client_network) <= 64);
    ALTER TABLE sessions ADD COLUMN identity_id uuid REFERENCES identities (id) ON DELETE SET NULL;
    CREATE INDEX sessions_by_identity ON sessions (identity_id) WHERE identity_id IS NOT NULL;
  `,
};
