/**
 * The site's first news, moved from the content files it once shipped with (their ids stay, so
 * `/news/welcome` and the others keep working). Frozen as migration 011 seeds it: later news is
 * written in /admin, and a correction of these texts is a migration of its own (017 and 050 for
 * `season-1-levels`), since a released migration is never edited.
 */
interface SeedText {
  title: string;
  summary: string;
  body: string;
}

interface SeedEntry {
  id: string;
  publishedAt: string;
  texts: { en: SeedText; es: SeedText };
}

export const newsSeedEntries: readonly SeedEntry[] = [
  {
    id: 'welcome',
    publishedAt: '2026-09-15T00:00:00.000Z',
    texts: {
      en: {
        title: 'Welcome to Core Games',
        summary: 'The site is open: play, level up and connect your wallet on the Core chain.',
        body: [
          'Core Games is open to everyone. You can play in your browser or inside Telegram, and your progress follows your wallet.',
          'To get started, connect a wallet from the home page. The site only reads your public address; every transaction still needs your approval in the wallet.',
        ].join('\n\n'),
      },
      es: {
        title: 'Bienvenido a Core Games',
        summary: 'El sitio ya está abierto: juega, sube de nivel y conecta tu billetera en la cadena Core.',
        body: [
          'Core Games está abierto a todo el mundo. Puedes jugar en tu navegador o dentro de Telegram, y tu progreso sigue a tu billetera.',
          'Para empezar, conecta una billetera desde la página de inicio. El sitio solo lee tu dirección pública; cada transacción sigue necesitando tu aprobación en la billetera.',
        ].join('\n\n'),
      },
    },
  },
  {
    id: 'telegram-mini-app',
    publishedAt: '2026-10-02T00:00:00.000Z',
    texts: {
      en: {
        title: 'Now playable inside Telegram',
        summary: 'Open Core Games as a Telegram mini-app: it follows your Telegram theme.',
        body: [
          'Core Games now runs as a Telegram mini-app. It picks up your light or dark theme from Telegram and fits the look of your device.',
          "Wallets cannot connect inside Telegram's built-in browser. When you want to connect one, the site offers to open the page in your browser or in your wallet's own browser.",
        ].join('\n\n'),
      },
      es: {
        title: 'Ya se puede jugar dentro de Telegram',
        summary: 'Abre Core Games como mini-app de Telegram: sigue el tema de tu Telegram.',
        body: [
          'Core Games ya funciona como mini-app de Telegram. Toma el tema claro u oscuro de Telegram y se adapta al aspecto de tu dispositivo.',
          'Las billeteras no pueden conectarse dentro del navegador integrado de Telegram. Cuando quieras conectar una, el sitio te ofrecerá abrir la página en tu navegador o en el navegador de tu billetera.',
        ].join('\n\n'),
      },
    },
  },
  {
    id: 'season-1-levels',
    publishedAt: '2026-10-28T00:00:00.000Z',
    texts: {
      en: {
        title: 'Season 1: new levels',
        summary: 'Twenty new levels and a fairer stamina curve.',
        body: [
          'Season 1 adds twenty levels across three new worlds. Stamina now refills faster at low levels, so new players can keep going longer.',
          'Invite points earned during the season will be convertible into game coins once the conversion page opens.',
        ].join('\n\n'),
      },
      es: {
        title: 'Temporada 1: niveles nuevos',
        summary: 'Veinte niveles nuevos y una curva de energía más justa.',
        body: [
          'La temporada 1 añade veinte niveles en tres mundos nuevos. La energía se recarga más rápido en los niveles bajos, para que los jugadores nuevos puedan seguir más tiempo.',
          'Los puntos de invitación ganados durante la temporada podrán convertirse en monedas de juego cuando se abra la página de conversión.',
        ].join('\n\n'),
      },
    },
  },
];

/** A SQL string literal (standard_conforming_strings is on in PGlite and PostgreSQL). */
const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/**
 * SQL adding each seed entry whose id is free, texts included; an entry already there (as seeded
 * or as edited since) is left as it is, so running it again changes nothing. Migration 011 runs it.
 */
export function newsSeedSql(): string {
  return newsSeedEntries
    .map((entry) => {
      const texts = Object.entries(entry.texts)
        .map(([language, text]) => `(${literal(entry.id)}, ${literal(language)}, ${literal(text.title)}, ${literal(text.summary)}, ${literal(text.body)})`)
        .join(',\n        ');
      return `
      WITH inserted AS (
        INSERT INTO news_entries (id, published_at, author_account_id, created_at, updated_at)
        VALUES (${literal(entry.id)}, ${literal(entry.publishedAt)}, NULL, ${literal(entry.publishedAt)}, ${literal(entry.publishedAt)})
        ON CONFLICT (id) DO NOTHING RETURNING id
      )
      INSERT INTO news_texts (entry_id, language, title, summary, body)
      SELECT v.entry_id, v.language, v.title, v.summary, v.body FROM (VALUES
        ${texts}
      ) AS v (entry_id, language, title, summary, body)
      WHERE v.entry_id IN (SELECT id FROM inserted);`;
    })
    .join('\n');
}
