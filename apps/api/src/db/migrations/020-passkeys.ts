import type { Migration } from './migration.ts';

export const passkeysMigration: Migration = {
  id: 20,
  name: 'passkeys (WebAuthn credentials) as a kind of identity',
  // A passkey is an identity of kind 'passkey' (subject: its credential id, base64url), so the
  // rules of identities hold for it (one account, never the last one removed); its public key,
  // signature counter and name are in `passkey_credentials`, removed with the identity.
  sql: `
    ALTER TABLE identities DROP CONSTRAINT identities_kind_check;
    ALTER TABLE identities ADD CONSTRAINT identities_kind_check CHECK (kind IN ('wallet', 'email', 'telegram', 'google', 'apple', 'passkey'));

    CREATE TABLE passkey_credentials (
      identity_id uuid PRIMARY KEY REFERENCES identities (id) ON DELETE CASCADE,
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      credential_id text NOT NULL UNIQUE,
      public_key bytea NOT NULL,
      counter bigint NOT NULL CHECK (counter >= 0),
      transports text[] NOT NULL DEFAULT '{}',
      device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
      backed_up boolean NOT NULL,
      name text NOT NULL,
      created_at timestamptz NOT NULL,
      last_used_at timestamptz
    );
    CREATE INDEX passkey_credentials_by_account ON passkey_credentials (account_id);
  `,
};
