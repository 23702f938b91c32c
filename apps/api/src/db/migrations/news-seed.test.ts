import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { migrate } from '../migrate.ts';
import { newsSeedEntries, newsSeedSql } from './news-seed.ts';

const db = await openTestDatabase();
await migrate(db);

const snapshot = () =>
  db.query<{ id: string; language: string; title: string; body: string }>(
    "SELECT e.id, e.published_at, e.updated_at, t.language, t.title, t.summary, t.body FROM news_entries e JOIN news_texts t ON t.entry_id = e.id AND t.place = 'site' ORDER BY e.id, t.language",
  );

describe('the news seed', () => {
  it('is in the database after the migrations, every entry in English and Spanish', async () => {
    const rows = await snapshot();
    expect(rows).toHaveLength(newsSeedEntries.length * 2);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(['welcome', 'telegram-mini-app', 'season-1-levels']));
    expect(rows.find((row) => row.id === 'welcome' && row.language === 'es')?.title).toBe('Bienvenido a Core Games');
  });

  it('changes nothing when run again, and leaves an edited entry as it was edited', async () => {
    await db.query("UPDATE news_texts SET title = 'Edited since' WHERE entry_id = 'welcome' AND language = 'en' AND place = 'site'");
    const before = await snapshot();
    await db.exec(newsSeedSql());
    await db.exec(newsSeedSql());
    expect(await snapshot()).toEqual(before);
    expect(before.find((row) => row.id === 'welcome' && row.language === 'en')?.title).toBe('Edited since');
  });
});
