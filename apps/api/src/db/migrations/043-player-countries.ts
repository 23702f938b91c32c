import type { Migration } from './migration.ts';

/**
 * The country a player chose on their settings page (accounts/ owns the column; docs/api/friends-and-country.md): an ISO 3166-1 alpha-2 code, or null until they choose one (never guessed
 * from the address). `account_countries` is the accounts' read-only view that the country boards
 * (leaderboards/) and league tables (leagues/) join; the index serves them.
 */
export const playerCountriesMigration: Migration = {
  id: 43,
  name: "Accounts: the player's chosen country",
  sql: `
    ALTER TABLE accounts ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$');
    CREATE INDEX accounts_by_country ON accounts (country, id) WHERE country IS NOT NULL;
    CREATE VIEW account_countries AS SELECT id AS account_id, country FROM accounts WHERE country IS NOT NULL;
  `,
};
