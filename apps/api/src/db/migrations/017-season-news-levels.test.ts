import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { migrate } from '../migrate.ts';
import { seasonNewsLevelsMigration } from './017-season-news-levels.ts';
import { newsSeedSql } from './news-seed.ts';

const seasonTexts = async (db: Awaited<ReturnType<typeof openTestDatabase>>) =>
  db.query<{ language: string; summary: string; body: string }>("SELECT language, summary, body FROM news_texts WHERE entry_id = 'season-1-levels' ORDER BY language");

describe('migration 017: the seeded Season 1 news counts the levels the game has', () => {
  it('says twenty-four levels in English and Spanish, never twenty', async () => {
    const db = await openTestDatabase();
    await migrate(db);
    // The entry as migration 011 seeds it, then this migration (050 rewrites it later).
    await db.query("DELETE FROM news_entries WHERE id = 'season-1-levels'");
    await db.exec(newsSeedSql());
    await db.exec(seasonNewsLevelsMigration.sql);
    const [en, es] = await seasonTexts(db);
    expect(en?.summary).toBe('Twenty-four new levels and a fairer stamina curve.');
    expect(en?.body).toContain('Season 1 adds twenty-four levels');
    expect(es?.summary).toBe('Veinticuatro niveles nuevos y una curva de energía más justa.');
    expect(es?.body).toContain('añade veinticuatro niveles');
    expect(JSON.stringify([en, es])).not.toMatch(/\b(twenty|veinte)\b(?!-)/i);
  });

  it('leaves an entry that was edited as it was edited', async () => {
    const db = await openTestDatabase();
    await migrate(db);
    await db.query("UPDATE news_texts SET summary = 'Twenty, as the editor wrote.', body = 'Edited.' WHERE entry_id = 'season-1-levels' AND language = 'en'");
    await db.exec(seasonNewsLevelsMigration.sql);
    const [en] = await seasonTexts(db);
    expect(en).toMatchObject({ summary: 'Twenty, as the editor wrote.', body: 'Edited.' });
  });
});
