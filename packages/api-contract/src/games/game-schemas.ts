import { Type, type Static } from 'typebox';
import { Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { gameRoutes } from './game-routes.ts';
import { positiveBigintDecimal } from '../number-bounds.ts';
import { multiLinePattern } from '../text-bounds.ts';

/** A game's id: a URL-safe slug, 1 to 40 lower-case letters, digits and inner hyphens (`levels`, `star-jumper`). */
export const GameId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$', description: 'The game, e.g. levels.' });

export const gameCategories = ['puzzle', 'arcade', 'action', 'adventure', 'strategy', 'sports', 'word', 'casual', 'other'] as const;
export const GameCategory = Type.Enum(gameCategories);

/** The highest score one run may claim: larger claims are refused, not capped. */
const MaxScore = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const ScorePerCoin = Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'One game coin for every this many points of score, rounded down.' });
const CompletedCoins = Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Game coins for a run that reports `completed: true`.' });

/**
 * What a run of a game version may earn (docs/api/games-runs-and-rewards.md): `floor(score / scorePerCoin)`, plus
 * `completedCoins` when the run is completed; then the site's caps per run and per day apply.
 * A `levels` table gives each level (level n is `levels[n - 1]`) its own most score and bonus;
 * a run of such a game names its level, and may only play a level once the one before it is completed.
 */
export const GameRewardTable = Type.Union([
  Strict({ kind: Type.Literal('score'), scorePerCoin: ScorePerCoin, maxScore: MaxScore, completedCoins: CompletedCoins }),
  Strict({
    kind: Type.Literal('levels'),
    scorePerCoin: ScorePerCoin,
    levels: Type.Array(Strict({ maxScore: MaxScore, completedCoins: CompletedCoins }), { minItems: 1, maxItems: 500 }),
  }),
]);
export type GameRewardTable = Static<typeof GameRewardTable>;

/** A description's language: an ISO 639-1 code in lower case (`en`, `es`). */
export const DescriptionLanguage = Type.String({ minLength: 2, maxLength: 2, pattern: '^[a-z]{2}$', description: 'An ISO 639-1 language code in lower case, e.g. en or es.' });

/** The most descriptions a game carries: its own language and nine more. */
export const maxGameDescriptions = 10;

/** A game's description in one language: plain text (never HTML), line breaks allowed. */
export const GameDescription = Strict({ language: DescriptionLanguage, text: Type.String() });
export type GameDescription = Static<typeof GameDescription>;

export const Game = Strict({
  id: GameId,
  title: Type.String(),
  /** The description in the game's own language: the first of `descriptions` (empty when it has none). */
  description: Type.String(),
  /** Every language the game is described in, its own language first; the site shows the reader's, or says which it shows. */
  descriptions: Type.Array(GameDescription),
  category: GameCategory,
  /** The owner's display name; null for the site's own games (Levels). */
  author: Type.Union([Type.String(), Type.Null()]),
  /** The published version a run plays now. */
  version: Type.Integer({ minimum: 1 }),
  /** Where the sandboxed frame loads the game: `<the games' own origin>/play/<game>/<version>/` (never the site's origin). */
  playUrl: Type.String(),
  /** The thumbnail (PNG, JPEG or WebP), on the games' origin or the site's (`/api/thumbnails/…`); null when the version has none. */
  thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
  /** Level count when the game has levels (its reward table is a `levels` table); null otherwise. */
  levelCount: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  publishedAt: Timestamp,
});
export type Game = Static<typeof Game>;

export const gameSchemas = {
  listGames: {
    query: Strict({
      cursor: Type.Optional(Type.String({ maxLength: 61, pattern: `^(?:0|${positiveBigintDecimal})-[a-z0-9-]{1,40}$`, description: 'The nextCursor of the previous page.' })),
      limit: Type.Optional(Type.String({ maxLength: 3, pattern: '^([1-9][0-9]?|100)$', description: 'Games per page, 1 to 100 (default 24).' })),
      category: Type.Optional(GameCategory),
    }),
    response: Strict({
      games: Type.Array(Game),
      nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass it as cursor for the next page; null on the last one.' }),
    }),
  },
  getGame: {
    params: Strict({ game: GameId }),
    response: Strict({ game: Game, rewardTable: GameRewardTable }),
  },
  setGameDescriptions: {
    params: Strict({ game: GameId }),
    body: Strict({
      descriptions: Type.Array(
        Strict({
          language: DescriptionLanguage,
          text: Type.String({ minLength: 1, maxLength: 2000, pattern: multiLinePattern, description: 'Plain text, 1–2000 characters; line breaks allowed.' }),
        }),
        { minItems: 1, maxItems: maxGameDescriptions, description: "The game's own language first; each language once." },
      ),
    }),
    response: Strict({ descriptions: Type.Array(GameDescription) }),
  },
  reportGameReadyTimeout: {
    params: Strict({ game: GameId }),
    response: Strict({ version: Type.Integer({ minimum: 1 }) }),
  },
} satisfies SchemasFor<typeof gameRoutes>;

/**
 * What the maker declares of a version when submitting it (the form's `levels` and `topScore`):
 * whether the game has levels and how many, and the top score a run (of any level) can reach. The
 * site builds the version's reward table from it (docs/api/submissions.md); the coins per point
 * and per completion are the site's. A version from before declarations, or a game of the site's
 * own, is described by its reward table the same way (`topScore`: its highest level's).
 */
export const GameDeclaration = Strict({
  levels: Type.Union([Type.Integer({ minimum: 1, maximum: 500 }), Type.Null()], { description: 'How many levels the game has; null for a game without levels.' }),
  topScore: Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'The highest score one run (one level) may claim: a higher one is refused.' }),
});
export type GameDeclaration = Static<typeof GameDeclaration>;
