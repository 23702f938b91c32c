import type { Migration } from './migration.ts';

const sql = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** The seeded entries' text in the mini app, where the site's names a wallet other than TON. */
const seededTelegramTexts = [
  {
    id: 'welcome',
    en: {
      title: 'Welcome to Core Games',
      summary: 'The site is open: play, level up and collect coins.',
      body: 'Core Games is open to everyone. You can play in your browser or inside Telegram, and your progress stays with your account.\n\nTo get started, pick a level from the home page.',
    },
    es: {
      title: 'Bienvenido a Core Games',
      summary: 'El sitio ya está abierto: juega, sube de nivel y reúne monedas.',
      body: 'Core Games está abierto a todo el mundo. Puedes jugar en tu navegador o dentro de Telegram, y tu progreso se queda en tu cuenta.\n\nPara empezar, elige un nivel en la página de inicio.',
    },
  },
  {
    id: 'telegram-mini-app',
    en: {
      title: 'Now playable inside Telegram',
      summary: 'Open Core Games as a Telegram mini-app: it follows your Telegram theme.',
      body: 'Core Games now runs as a Telegram mini-app. It picks up your light or dark theme from Telegram and fits the look of your device.\n\nInside Telegram you sign in with your Telegram account or a TON wallet, and gold coins are bought with Telegram Stars.',
    },
    es: {
      title: 'Ya se puede jugar dentro de Telegram',
      summary: 'Abre Core Games como mini-app de Telegram: sigue el tema de tu Telegram.',
      body: 'Core Games ya funciona como mini-app de Telegram. Toma el tema claro u oscuro de Telegram y se adapta al aspecto de tu dispositivo.\n\nDentro de Telegram inicias sesión con tu cuenta de Telegram o una billetera TON, y las monedas de oro se compran con Telegram Stars.',
    },
  },
] as const;

/**
 * News in the Telegram mini app (news/ owns the tables; docs/api/news.md): an entry can
 * be hidden there, or have texts of its own there (`place` 'telegram', beside the site's), as
 * Telegram's rules allow no other chain's wallet or deposit in a mini app. The seeded entries that
 * name one get their mini-app text, when they are still there.
 */
export const newsInTelegramMigration: Migration = {
  id: 45,
  name: 'News: hidden in the Telegram mini app, or a text of its own there',
  sql: `
    ALTER TABLE news_entries ADD COLUMN hidden_in_telegram boolean NOT NULL DEFAULT false;
    ALTER TABLE news_texts ADD COLUMN place text NOT NULL DEFAULT 'site' CHECK (place IN ('site', 'telegram'));
    ALTER TABLE news_texts DROP CONSTRAINT news_texts_pkey;
    ALTER TABLE news_texts ADD PRIMARY KEY (entry_id, place, language);
    ${seededTelegramTexts
      .flatMap(({ id, en, es }) =>
        ([['en', en], ['es', es]] as const).map(
          ([language, text]) =>
            `INSERT INTO news_texts (entry_id, place, language, title, summary, body)
               SELECT id, 'telegram', '${language}', ${sql(text.title)}, ${sql(text.summary)}, ${sql(text.body)} FROM news_entries WHERE id = ${sql(id)};`,
        ),
      )
      .join('\n    ')}
  `,
};
