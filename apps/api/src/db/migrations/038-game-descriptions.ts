import type { Migration } from './migration.ts';

/**
 * A game described in several languages (games/ owns both): `games.description` is in the game's
 * own language, `games.description_language` (English for every game from before), and
 * `game_description_translations` holds the others, one per language, in the maker's order. The
 * Levels game gets the Spanish of its description, which the site ships.
 */
export const gameDescriptionsMigration: Migration = {
  id: 38,
  name: 'Games: a description per language',
  sql: `
    ALTER TABLE games ADD COLUMN description_language text NOT NULL DEFAULT 'en' CHECK (description_language ~ '^[a-z]{2}$');
    CREATE TABLE game_description_translations (
      game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
      language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
      position smallint NOT NULL CHECK (position BETWEEN 1 AND 9),
      description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
      PRIMARY KEY (game_id, language)
    );
    INSERT INTO game_description_translations (game_id, language, position, description)
      SELECT id, 'es', 1,
        'Nuestro propio juego: veinticuatro rompecabezas de hielo resbaladizo, cada uno con unos pocos movimientos más que el anterior. Termina uno para abrir el siguiente y gana monedas de juego por cada nivel que completes.'
        FROM games WHERE id = 'levels';
  `,
};
