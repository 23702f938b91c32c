import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { seasonNewsLevelsMigration } from './017-season-news-levels.ts';
import { seasonNewsFactsMigration, seasonNewsTexts } from './050-season-news-facts.ts';
import { newsSeedSql } from './news-seed.ts';

const db = await openTestDatabase();
const seasonTexts = async () =>
  db.query<{ language: string; title: string; summary: string; body: string }>(
    "SELECT language, title, summary, body FROM news_texts WHERE entry_id = 'season-1-levels' AND place = 'site' ORDER BY language",
  );
const textsOf = (which: 'seeded' | 'corrected') => [
  { language: 'en', ...seasonNewsTexts.en[which] },
  { language: 'es', ...seasonNewsTexts.es[which] },
];
/** The entry as a database migrated before migration 050 has it: seeded by 011, corrected by 017. */
async function seedAsBefore(): Promise<void> {
  await db.query("DELETE FROM news_entries WHERE id = 'season-1-levels'");
  await db.exec(newsSeedSql());
  await db.exec(seasonNewsLevelsMigration.sql);
}

describe('migration 050: the seeded Season 1 news says what the product has', () => {
  it('is applied with the others: no worlds, no faster refill at low levels, the conversion open now, in English and Spanish', async () => {
    expect(await seasonTexts()).toEqual(textsOf('corrected'));
    expect(JSON.stringify(await seasonTexts())).not.toMatch(/worlds|mundos|faster|más rápido|once the conversion page opens|cuando se abra/i);
  });

  it('corrects the text migrations 011 and 017 left on a database migrated before it', async () => {
    await seedAsBefore();
    expect(await seasonTexts()).toEqual(textsOf('seeded'));
    await db.exec(seasonNewsFactsMigration.sql);
    expect(await seasonTexts()).toEqual(textsOf('corrected'));
  });

  it('leaves a text that was edited as it was edited', async () => {
    await seedAsBefore();
    await db.query("UPDATE news_texts SET body = 'Edited in /admin.' WHERE entry_id = 'season-1-levels' AND language = 'es'");
    await db.exec(seasonNewsFactsMigration.sql);
    const [en, es] = await seasonTexts();
    expect(en?.body).toBe(seasonNewsTexts.en.corrected.body);
    expect(es).toMatchObject({ summary: seasonNewsTexts.es.seeded.summary, body: 'Edited in /admin.' });
  });
});
