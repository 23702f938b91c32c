import type { Migration } from './migration.ts';

export const accountsMigration: Migration = {
  id: 1,
  name: 'accounts, identities, sessions, single-use tokens, rate limits',
  sql: `
    CREATE TABLE accounts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      display_name text NOT NULL,
      role text NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'moderator', 'admin')),
      invited_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- An identity belongs to one account only: (kind, subject) is unique across the site.
    CREATE TABLE identities (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('wallet', 'email', 'telegram', 'google', 'apple')),
      subject text NOT NULL,
      label text NOT NULL,
      verified boolean NOT NULL DEFAULT false,
      password_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (kind, subject)
    );
    CREATE INDEX identities_by_account ON identities (account_id);

    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      token_hash bytea NOT NULL UNIQUE,
      user_agent text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_by_account ON sessions (account_id);

    -- Single-use secrets: mailed links, SIWE nonces, OpenID state, the iOS hand-off. Only hashes are kept.
    CREATE TABLE auth_tokens (
      token_hash bytea PRIMARY KEY,
      purpose text NOT NULL,
      account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
      data jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX auth_tokens_by_expiry ON auth_tokens (expires_at);

    CREATE TABLE rate_limit_hits (
      bucket text NOT NULL,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL,
      PRIMARY KEY (bucket, window_start)
    );
  `,
};
