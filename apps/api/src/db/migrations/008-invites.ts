import type { Migration } from './migration.ts';

export const invitesMigration: Migration = {
  id: 8,
  name: 'invite codes, first runs, invite rewards and the identities already rewarded',
  sql: `
    -- Each account's own invite code, made when first needed.
    CREATE TABLE invite_codes (
      account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      code text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- accounts.invited_by (001) is the inviter; this lists an inviter's people quickly.
    CREATE INDEX accounts_by_inviter ON accounts (invited_by, created_at) WHERE invited_by IS NOT NULL;

    -- When an account finished its first game run: written once, by rewardInviterAfterFirstRun.
    CREATE TABLE account_first_runs (
      account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      finished_at timestamptz NOT NULL
    );

    -- The one decision per invited person, taken at its first run: rewarded, over the inviter's
    -- daily limit (nothing paid, for good), or already rewarded through another account.
    CREATE TABLE invite_rewards (
      invitee_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      inviter_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      outcome text NOT NULL CHECK (outcome IN ('rewarded', 'over_daily_limit', 'already_rewarded')),
      points bigint NOT NULL CHECK (points >= 0 AND (outcome = 'rewarded' OR points = 0)),
      decided_at timestamptz NOT NULL
    );
    CREATE INDEX invite_rewards_by_inviter ON invite_rewards (inviter_id, decided_at);

    -- Every sign-in identity of a person who earned an inviter a reward: the same e-mail, wallet,
    -- Telegram, Google or Apple identity on a new account never earns another. Kept when the
    -- account goes.
    CREATE TABLE invite_rewarded_identities (
      kind text NOT NULL,
      subject text NOT NULL,
      invitee_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
      recorded_at timestamptz NOT NULL,
      PRIMARY KEY (kind, subject)
    );
  `,
};
