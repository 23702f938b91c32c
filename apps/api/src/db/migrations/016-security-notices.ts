import type { Migration } from './migration.ts';

export const securityNoticesMigration: Migration = {
  id: 16,
  name: 'the devices each account has signed in from, and the security notices mailed',
  // A device is the hash of a long-lived random cookie (never the cookie itself): a sign-in from
  // one an account has not seen before is mailed about. `security_notices_sent` counts the notices
  // mailed to each address, so a bot cannot flood an inbox with them.
  sql: `
    CREATE TABLE known_devices (
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      device_hash bytea NOT NULL,
      first_seen_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      PRIMARY KEY (account_id, device_hash)
    );

    CREATE TABLE security_notices_sent (
      id bigserial PRIMARY KEY,
      recipient text NOT NULL,
      kind text NOT NULL,
      sent_at timestamptz NOT NULL
    );
    CREATE INDEX security_notices_sent_by_recipient ON security_notices_sent (recipient, kind, sent_at);
  `,
};
