import { newsSeedEntries } from './news-seed.ts';
import type { Migration } from './migration.ts';

/** The number of levels, as the seeded Season 1 entry should have said it (migration 010 has 24). */
const corrections: Record<'en' | 'es', [wrong: string, right: string][]> = {
  en: [
    ['Twenty new levels', 'Twenty-four new levels'],
    ['adds twenty levels', 'adds twenty-four levels'],
  ],
  es: [
    ['Veinte niveles nuevos', 'Veinticuatro niveles nuevos'],
    ['añade veinte niveles', 'añade veinticuatro niveles'],
  ],
};

const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

function correctionSql(): string {
  const entry = newsSeedEntries.find((candidate) => candidate.id === 'season-1-levels');
  if (!entry) throw new Error('The news seed has no season-1-levels entry.');
  return (['en', 'es'] as const)
    .map((language) => {
      const seeded = entry.texts[language];
      const fix = (text: string): string => corrections[language].reduce((result, [wrong, right]) => result.replace(wrong, right), text);
      // Only a text still exactly as seeded is corrected: an entry edited in /admin is left alone.
      return `
    UPDATE news_texts SET summary = ${literal(fix(seeded.summary))}, body = ${literal(fix(seeded.body))}
      WHERE entry_id = ${literal(entry.id)} AND language = ${literal(language)}
        AND title = ${literal(seeded.title)} AND summary = ${literal(seeded.summary)} AND body = ${literal(seeded.body)};`;
    })
    .join('\n');
}

export const seasonNewsLevelsMigration: Migration = {
  id: 17,
  name: 'the seeded Season 1 news says 24 levels, as the game has, where it was never edited',
  sql: correctionSql(),
};
