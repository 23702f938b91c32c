import type { Migration } from './migration.ts';

const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

interface NewsText {
  title: string;
  summary: string;
  body: string;
}

/**
 * The seeded Season 1 entry as migrations 011 and 017 left it, and as the product is: the levels
 * have no worlds, stamina refills at one flat pace (STAMINA_REFILL_SECONDS, the same at every
 * level), and invite points convert into game coins on /convert-invite-point, open since.
 */
export const seasonNewsTexts: Record<'en' | 'es', { seeded: NewsText; corrected: NewsText }> = {
  en: {
    seeded: {
      title: 'Season 1: new levels',
      summary: 'Twenty-four new levels and a fairer stamina curve.',
      body: 'Season 1 adds twenty-four levels across three new worlds. Stamina now refills faster at low levels, so new players can keep going longer.\n\nInvite points earned during the season will be convertible into game coins once the conversion page opens.',
    },
    corrected: {
      title: 'Season 1: new levels',
      summary: 'Twenty-four new levels, and invite points you can turn into game coins.',
      body: 'Season 1 adds twenty-four levels. Each run costs stamina, which refills by itself over time, one point at a time and at the same pace for everyone.\n\nInvite points earned during the season can be turned into game coins on the [Convert invite points](/convert-invite-point) page.',
    },
  },
  es: {
    seeded: {
      title: 'Temporada 1: niveles nuevos',
      summary: 'Veinticuatro niveles nuevos y una curva de energía más justa.',
      body: 'La temporada 1 añade veinticuatro niveles en tres mundos nuevos. La energía se recarga más rápido en los niveles bajos, para que los jugadores nuevos puedan seguir más tiempo.\n\nLos puntos de invitación ganados durante la temporada podrán convertirse en monedas de juego cuando se abra la página de conversión.',
    },
    corrected: {
      title: 'Temporada 1: niveles nuevos',
      summary: 'Veinticuatro niveles nuevos, y puntos de invitación que puedes convertir en monedas de juego.',
      body: 'La temporada 1 añade veinticuatro niveles. Cada partida usa energía, que se recarga sola con el tiempo, punto a punto y al mismo ritmo para todos.\n\nLos puntos de invitación ganados durante la temporada ya se pueden convertir en monedas de juego en la página [Convertir puntos de invitación](/convert-invite-point).',
    },
  },
};

export const seasonNewsFactsMigration: Migration = {
  id: 50,
  name: 'the seeded Season 1 news says what the product has (no worlds, a flat stamina refill, invite points convertible now), where it was never edited',
  // Only a text still exactly as seeded is corrected: an entry edited in /admin is left alone.
  sql: (['en', 'es'] as const)
    .map((language) => {
      const { seeded, corrected } = seasonNewsTexts[language];
      return `
    UPDATE news_texts SET title = ${literal(corrected.title)}, summary = ${literal(corrected.summary)}, body = ${literal(corrected.body)}
      WHERE entry_id = 'season-1-levels' AND place = 'site' AND language = ${literal(language)}
        AND title = ${literal(seeded.title)} AND summary = ${literal(seeded.summary)} AND body = ${literal(seeded.body)};`;
    })
    .join('\n'),
};
