import { newsSeedSql } from './news-seed.ts';
import type { Migration } from './migration.ts';

export const newsMigration: Migration = {
  id: 11,
  name: 'news entries and their texts per language, seeded with the first three',
  // An entry is its id (its URL), publication date and author; its texts are one row per
  // language, English required by the server (Spanish readers fall back to it). The text is
  // plain text as written, never HTML. The checks repeat the contract's limits as a last guard.
  sql: `
    CREATE TABLE news_entries (
      id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?$'),
      published_at timestamptz NOT NULL,
      author_account_id uuid REFERENCES accounts (id),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX news_entries_by_date ON news_entries (published_at DESC, id DESC);

    CREATE TABLE news_texts (
      entry_id text NOT NULL REFERENCES news_entries (id) ON DELETE CASCADE,
      language text NOT NULL CHECK (language IN ('en', 'es')),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
      summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 300),
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
      PRIMARY KEY (entry_id, language)
    );
    ${newsSeedSql()}
  `,
};
