import { UnlockedAchievements } from '../achievements/achievement-schemas.ts';
import { Type, type Static } from 'typebox';
import { Id, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { GameId } from '../games/game-schemas.ts';
import { Amount, LedgerBalances } from '../ledger/ledger-schemas.ts';
import { QuestKind } from '../quests/quest-schemas.ts';
import { Stamina } from '../stamina/stamina-schemas.ts';
import type { runRoutes } from './run-routes.ts';

export const Run = Strict({
  id: Id,
  game: GameId,
  version: Type.Integer({ minimum: 1 }),
  startedAt: Timestamp,
  /** The earliest moment the run may be finished (RUN_MIN_SECONDS after the start). */
  finishableAt: Timestamp,
  /** Null while the run is under way. */
  finishedAt: Type.Union([Timestamp, Type.Null()]),
  score: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  level: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  completed: Type.Union([Type.Boolean(), Type.Null()]),
  /** Game coins this run was paid; "0" while under way. */
  coinsPaid: Amount,
});
export type Run = Static<typeof Run>;

/**
 * Why a finished run was held outside its game's plausibility bounds: its score is above the
 * highest the maker allows, it came faster than the most points a second can bring, or the run
 * lasted less or more than the maker's least and most run time; or it carried no replay record
 * though its version's records were verified (docs/replays.md).
 */
export const runHeldReasons = ['score_above_max', 'too_fast', 'shorter_than_min', 'longer_than_max', 'replay_missing'] as const;
export const RunHeldReason = Type.Union([Type.Literal('score_above_max'), Type.Literal('too_fast'), Type.Literal('shorter_than_min'), Type.Literal('longer_than_max'), Type.Literal('replay_missing')]);
export type RunHeldReason = Static<typeof RunHeldReason>;

/** A game's plausibility bounds, as its maker declares them; null: no bound. */
export const RunBounds = Strict({
  maxScore: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), Type.Null()], { description: 'The highest score a run may carry.' }),
  maxPointsPerSecond: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), Type.Null()], { description: 'The most points one second of play can bring: a score needs at least score / this many seconds.' }),
  minRunSeconds: Type.Union([Type.Integer({ minimum: 0, maximum: 86_400 }), Type.Null()], { description: 'The least time a run lasts, in seconds.' }),
  maxRunSeconds: Type.Union([Type.Integer({ minimum: 1, maximum: 604_800 }), Type.Null()], { description: 'The most time a run lasts, in seconds.' }),
});
export type RunBounds = Static<typeof RunBounds>;

/** A run held outside its game's bounds, as its maker sees it. */
const HeldRun = Strict({
  run: Id,
  version: Type.Integer({ minimum: 1 }),
  finishedAt: Timestamp,
  score: Type.Integer({ minimum: 0 }),
  level: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** How long the run lasted, from its start to its finish, in whole seconds. */
  seconds: Type.Integer({ minimum: 0 }),
  reason: RunHeldReason,
});

/** A run whose replay record, played again, did not make the score it claimed (docs/replays.md), as its maker sees it. */
const MismatchedRun = Strict({
  run: Id,
  version: Type.Integer({ minimum: 1 }),
  finishedAt: Timestamp,
  /** When the replay judged it. */
  checkedAt: Timestamp,
  level: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** The score the run claimed. */
  score: Type.Integer({ minimum: 0 }),
  /** The score the replay finished with; null when the replay never finished. */
  replayedScore: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});

/** A finished run in its player's history. */
export const PlayedRun = Strict({
  id: Id,
  game: GameId,
  /** The game's title as its page shows it. */
  title: Type.String({ maxLength: 200 }),
  finishedAt: Timestamp,
  score: Type.Integer({ minimum: 0 }),
  level: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  completed: Type.Boolean(),
  coinsPaid: Amount,
  /** Null for a run that counted; the reason for one held outside its game's bounds. */
  held: Type.Union([RunHeldReason, Type.Null()]),
});
export type PlayedRun = Static<typeof PlayedRun>;

/** Today's reward limit of the account (per UTC day). */
export const DailyRewards = Strict({
  limit: Amount,
  paidToday: Amount,
  leftToday: Amount,
  resetsAt: Timestamp,
});

export const LevelProgress = Strict({
  level: Type.Integer({ minimum: 1 }),
  /** The most score the level allows, and its bonus for completing it (from the reward table). */
  maxScore: Type.Integer({ minimum: 0 }),
  completedCoins: Type.Integer({ minimum: 0 }),
  /** The best score of any finished run of this level; null when never finished. */
  bestScore: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** When a run first completed it; null while not completed. */
  completedAt: Type.Union([Timestamp, Type.Null()]),
});
export type LevelProgress = Static<typeof LevelProgress>;

/** One of today's daily quests that a run's finish completed, with the game coins it paid. */
export const CompletedQuest = Strict({
  slot: Type.Integer({ minimum: 1, maximum: 3 }),
  kind: QuestKind,
  target: Type.Integer({ minimum: 1 }),
  /** The game a `reach_score` quest names (the run's own game); null for the other kinds. */
  gameId: Type.Union([GameId, Type.Null()]),
  reward: Amount,
});
export type CompletedQuest = Static<typeof CompletedQuest>;

/**
 * What a run's finish paid and counted besides the run's own reward (docs/api/daily-streak-and-quests.md,
 * docs/api/weekly-leagues.md): with `earned`, the game coins it paid in all.
 */
export const FinishBonuses = Strict({
  /** The streak day this finish counted, with the game coins it paid; null when it counted no day or the day pays nothing. */
  streak: Type.Union([Strict({ day: Type.Integer({ minimum: 1 }), coins: Amount }), Type.Null()]),
  /** Today's quests this finish completed. */
  quests: Type.Array(CompletedQuest, { maxItems: 3 }),
  /** The weekly league points the run earned (no coins: the league pays at the week's close). */
  leaguePoints: Type.Integer({ minimum: 0 }),
});
export type FinishBonuses = Static<typeof FinishBonuses>;

/** The seed of a run's random source, given by the server at its start (docs/replays.md). */
const RunSeed = Type.String({ minLength: 32, maxLength: 32, pattern: '^[0-9a-f]{32}$', description: "The run's seed: 32 hex digits." });

/** A run's replay record (docs/replays.md): its seed, the game's own version and the inputs on the run clock. */
export const ReplayRecord = Strict({
  seed: RunSeed,
  version: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_.+-]{1,32}$', description: "The game's own version (the build that recorded the run)." }),
  inputs: Type.Array(
    Strict({
      at: Type.Integer({ minimum: 0, maximum: 86_400_000, description: 'Milliseconds on the run clock, not less than the input before.' }),
      input: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_.:,-]{1,32}$', description: "The game's own word for the input." }),
    }),
    { maxItems: 3000 },
  ),
});
export type ReplayRecord = Static<typeof ReplayRecord>;

/** What a game reports when a run ends: the same for a player's run and a review run. */
const RunClaimBody = Strict({
  score: Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'The score the game reports; at most what the reward table allows.' }),
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'The level played: required by games with levels, refused by others.' })),
  completed: Type.Boolean({ description: 'Whether the player completed the run (the level, for a game with levels).' }),
  moves: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_-]{1,16}$' }), {
      maxItems: 1000,
      description: "The run's moves, in order, for a game the server replays (Levels: up, down, left, right): required by those games, which are paid the replayed result only.",
    }),
  ),
  replay: Type.Optional(ReplayRecord),
});

const VersionParam = Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$', description: 'The version number.' });

export const runSchemas = {
  startRun: {
    params: Strict({ game: GameId }),
    query: Strict({
      requestId: Type.Optional(
        Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]{8,64}$', description: "The caller's id of this start (a game's request id): a repeat is answered the first run." }),
      ),
    }),
    response: Strict({
      run: Run,
      staminaBefore: Stamina,
      staminaAfter: Stamina,
      /** The stamina this run cost (STAMINA_RUN_COST). */
      staminaCost: Type.Integer({ minimum: 0 }),
      /** The seed of the run's random source, kept with the run (absent from answers kept before seeds existed). */
      seed: Type.Optional(RunSeed),
    }),
  },
  finishRun: {
    params: Strict({ run: Id }),
    body: RunClaimBody,
    response: Strict({
      run: Run,
      /** Game coins paid for this run (what the table gives, after the caps). */
      earned: Amount,
      /** What the reward table gives for this run before the caps. */
      tableReward: Amount,
      /** Why `earned` is less than `tableReward`: RUN_MAX_REWARD per run, or the daily limit; null when not capped. */
      cappedBy: Type.Union([Type.Literal('run_max'), Type.Literal('daily_limit'), Type.Null()]),
      dailyRewards: DailyRewards,
      balances: LedgerBalances,
      stamina: Stamina,
      /** For a game with levels: the level's progress after this run, and the next level to play (null when every level is completed). */
      levelProgress: Type.Union([Strict({ level: LevelProgress, newBest: Type.Boolean(), firstCompletion: Type.Boolean(), nextLevel: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]) }), Type.Null()]),
      /** The achievements this finish unlocked (absent from answers kept before achievements existed). */
      achievements: Type.Optional(UnlockedAchievements),
      /** What this finish paid besides the run's reward: the streak day, completed quests, league points (absent from answers kept before it existed). */
      bonuses: Type.Optional(FinishBonuses),
      /** Present when the run was held outside its game's plausibility bounds: recorded, paid nothing, counted nowhere. */
      held: Type.Optional(Strict({ reason: RunHeldReason })),
    }),
  },
  startReviewRun: {
    params: Strict({ game: GameId, version: VersionParam }),
    /** `review` marks it: no stamina was spent, and finishing it pays nothing. */
    response: Strict({ run: Run, review: Type.Literal(true) }),
  },
  finishReviewRun: {
    params: Strict({ run: Id }),
    body: RunClaimBody,
    response: Strict({
      run: Run,
      review: Type.Literal(true),
      /** What the reward table would give a player for this run, before the caps; nothing was paid. */
      tableReward: Amount,
    }),
  },
  listMyRuns: {
    response: Strict({ runs: Type.Array(PlayedRun, { maxItems: 20 }) }),
  },
  getRunBounds: {
    params: Strict({ game: GameId }),
    response: Strict({
      bounds: RunBounds,
      held: Strict({
        /** Runs held over the last 30 UTC days. */
        total: Type.Integer({ minimum: 0 }),
        /** The latest 20 of them, newest first. */
        recent: Type.Array(HeldRun, { maxItems: 20 }),
      }),
      mismatched: Strict({
        /** Runs whose replay was judged a mismatch over the last 30 UTC days. */
        total: Type.Integer({ minimum: 0 }),
        /** The latest 20 of them, newest verdict first. */
        recent: Type.Array(MismatchedRun, { maxItems: 20 }),
      }),
    }),
  },
  setRunBounds: {
    params: Strict({ game: GameId }),
    body: RunBounds,
    response: Strict({ bounds: RunBounds }),
  },
  getLevelsProgress: {
    query: Strict({ game: Type.Optional(GameId) }),
    response: Strict({
      game: GameId,
      version: Type.Integer({ minimum: 1 }),
      levels: Type.Array(LevelProgress),
      completedCount: Type.Integer({ minimum: 0 }),
      /** The lowest level not completed yet, the one the `levels` tab starts; null when every level is completed. */
      nextLevel: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    }),
  },
} satisfies SchemasFor<typeof runRoutes>;
