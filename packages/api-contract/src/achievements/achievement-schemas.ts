import { Type, type Static } from 'typebox';
import { Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { DescriptionLanguage, GameDeclaration, GameId } from '../games/game-schemas.ts';
import { multiLinePattern, shownLinePattern } from '../text-bounds.ts';
import type { achievementRoutes } from './achievement-routes.ts';

/** The most achievements a game has in use (retired ones do not count). */
export const maxGameAchievements = 50;

export const gameAchievementKinds = ['score', 'runs', 'level', 'rank'] as const;
export const GameAchievementKind = Type.Enum(gameAchievementKinds, {
  description:
    "score: one run scores at least `threshold`; runs: `threshold` runs of the game finished; level: level `threshold` (or a later one) completed, for a game with levels; rank: rank `threshold` or better on the game's all-time board (a level's board for a game with levels).",
});
export type GameAchievementKind = Static<typeof GameAchievementKind>;

export const siteAchievementKeys = ['first_run', 'first_three_stars', 'runs_50', 'games_5', 'streak_7', 'streak_30', 'first_promotion'] as const;
export const SiteAchievementKey = Type.Enum(siteAchievementKeys, { description: 'A site achievement; the site shows its title and description in the reader\'s language.' });
export type SiteAchievementKey = Static<typeof SiteAchievementKey>;

const Threshold = Type.Integer({ minimum: 1, maximum: 1_000_000_000 });
const Position = Type.Integer({ minimum: 1, maximum: 1000, description: 'Its place in the game\'s order: lower first, then the older first.' });

/** An achievement's title and description in one language (plain text). */
export const AchievementText = Strict({
  language: DescriptionLanguage,
  title: Type.String({ minLength: 1, maxLength: 60, pattern: shownLinePattern, description: 'One line, 1–60 characters, at least one visible; no control characters, direction controls or invisible characters.' }),
  description: Type.String({ maxLength: 200, pattern: multiLinePattern, description: 'Plain text, at most 200 characters; may be empty.' }),
});
export type AchievementText = Static<typeof AchievementText>;

const Texts = Type.Array(AchievementText, { minItems: 1, maxItems: 10, description: "The game's own language first; each language once." });

/** How far a player is towards a locked achievement, where the server knows it. */
export const AchievementProgress = Type.Union([Strict({ current: Type.Integer({ minimum: 0 }), target: Type.Integer({ minimum: 1 }) }), Type.Null()]);

export const GameAchievement = Strict({
  id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }),
  gameId: GameId,
  kind: GameAchievementKind,
  threshold: Threshold,
  position: Position,
  texts: Texts,
  retired: Type.Boolean(),
});
export type GameAchievement = Static<typeof GameAchievement>;

/** A game achievement as a player sees it. */
export const PlayerGameAchievement = Strict({
  ...GameAchievement.properties,
  unlockedAt: Type.Union([Timestamp, Type.Null()]),
  progress: AchievementProgress,
});
export type PlayerGameAchievement = Static<typeof PlayerGameAchievement>;

/** Why a locked site achievement cannot be unlocked yet, where the site itself stands in the way. */
export const AchievementWait = Type.Union([
  Strict({
    reason: Type.Literal('published_games', { description: 'It counts more different games than are published: it can be unlocked once `needed` games are.' }),
    published: Type.Integer({ minimum: 0, description: 'Games published now.' }),
    needed: Type.Integer({ minimum: 1 }),
  }),
  Type.Null(),
]);

export const SiteAchievement = Strict({
  key: SiteAchievementKey,
  unlockedAt: Type.Union([Timestamp, Type.Null()]),
  progress: AchievementProgress,
  /** Null when it can be unlocked now (or is unlocked). */
  waiting: AchievementWait,
});
export type SiteAchievement = Static<typeof SiteAchievement>;

/** What one run's finish unlocked: site achievements by key, the game's with their texts. */
export const UnlockedAchievements = Strict({
  site: Type.Array(SiteAchievementKey),
  game: Type.Array(GameAchievement),
});
export type UnlockedAchievements = Static<typeof UnlockedAchievements>;

export const MakerGameAchievement = Strict({
  ...GameAchievement.properties,
  unlockedBy: Type.Integer({ minimum: 0, description: 'Players who unlocked it.' }),
  players: Type.Integer({ minimum: 0, description: 'Players who finished a run of the game.' }),
});
export type MakerGameAchievement = Static<typeof MakerGameAchievement>;

/**
 * What one run of the game's newest version can reach (achievement-reach.ts `thresholdReachOf`): the
 * most a `score` and a `level` achievement may ask; null before the game has a version. Its
 * levels are the declaration's; its top score the declaration's, or its maker's plausibility
 * bounds' highest score when that is lower (a run above it is held and counts for no achievement).
 */
export const ThresholdReach = Type.Union([
  Strict({
    ...GameDeclaration.properties,
    topScoreFrom: Type.Enum(['declaration', 'runBounds'], {
      description: "Where `topScore` comes from: the version's declaration, or the game's run bounds (`maxScore`), which are lower.",
    }),
  }),
  Type.Null(),
]);
export type ThresholdReach = Static<typeof ThresholdReach>;

const GameParams = Strict({ game: GameId });
const AchievementParams = Strict({ game: GameId, achievement: Type.String({ maxLength: 18, pattern: '^[1-9][0-9]{0,17}$', description: 'The achievement id.' }) });

export const achievementSchemas = {
  getMyAchievements: {
    response: Strict({
      site: Type.Array(SiteAchievement),
      games: Type.Array(Strict({ gameTitle: Type.String(), achievement: PlayerGameAchievement }), { maxItems: 500 }),
    }),
  },
  getGameAchievements: { params: GameParams, response: Strict({ achievements: Type.Array(PlayerGameAchievement) }) },
  listMyGameAchievements: { params: GameParams, response: Strict({ achievements: Type.Array(MakerGameAchievement), players: Type.Integer({ minimum: 0 }), reach: ThresholdReach }) },
  createGameAchievement: {
    params: GameParams,
    body: Strict({ kind: GameAchievementKind, threshold: Threshold, texts: Texts, position: Type.Optional(Position) }),
    response: Strict({ achievement: GameAchievement }),
  },
  updateGameAchievement: {
    params: AchievementParams,
    body: Strict({ threshold: Type.Optional(Threshold), texts: Type.Optional(Texts), position: Type.Optional(Position), retired: Type.Optional(Type.Boolean()) }),
    response: Strict({ achievement: GameAchievement }),
  },
} satisfies SchemasFor<typeof achievementRoutes>;
