import type { Migration } from './migration.ts';

export const tonIdentitiesMigration: Migration = {
  id: 22,
  name: 'TON wallets (TON Connect ton_proof) as a kind of identity',
  // A TON wallet is an identity of kind 'ton' whose subject is its raw address (workchain:hash in
  // lowercase hex); nothing else is kept about it.
  sql: `
    ALTER TABLE identities DROP CONSTRAINT identities_kind_check;
    ALTER TABLE identities ADD CONSTRAINT identities_kind_check CHECK (kind IN ('wallet', 'email', 'telegram', 'google', 'apple', 'passkey', 'ton'));
  `,
};
