/**
 * Version 2 of the protocol (README "The protocol (version 2)"): version 1's envelope and
 * answers, plus the game's life cycle, events from the site (pause, resume, audio), request ids
 * chosen by the game for the requests that move value, and a receipt for a finished run. A host
 * speaks both versions: it answers each request in the version it was asked in.
 */
import type { ExitResult, FinishRunInput, FinishRunResult, GameErrorView, StartRunResult } from './protocol.ts';
import type { ReplayInput, ReplayRecord } from './replay-record.ts';

export const GAME_PROTOCOL_V2 = 2;

/** Version 2's limits, beyond version 1's `protocolLimits`. */
export const protocolLimitsV2 = {
  /** The game's own ids for startRun and finishRun: 8 to 64 letters, digits, `_` or `-`. */
  requestIdPattern: /^[A-Za-z0-9_-]{8,64}$/,
  /** Bytes of a save's JSON text (UTF-8): 256 KiB, as the server holds. */
  maxSaveBytes: 256 * 1024,
  /** A finished run's `moves`, for a game the site replays: at most 1000, each a word of 1 to 16 letters, digits, `_` or `-`. */
  maxMoves: 1000,
  movePattern: /^[A-Za-z0-9_-]{1,16}$/,
} as const;

/** A leaderboard's periods: all-time, the week from Monday 00:00 UTC, the UTC day. */
export const leaderboardPeriods = ['all', 'week', 'day'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];
/** Which rows of a board: the top 100, the player with the ten around them, or the player's friends. */
export const leaderboardViews = ['top', 'aroundMe', 'friends'] as const;
export type LeaderboardViewName = (typeof leaderboardViews)[number];

/** What `getLeaderboard` asks for: the period (default `all`), the view (default `top`), and the level of a game with levels. */
export interface LeaderboardQuery {
  period?: LeaderboardPeriod;
  view?: LeaderboardViewName;
  level?: number;
}

/** One player on a board. */
export interface LeaderboardRow {
  /** 1 for the best; among friends, the rank among them. */
  rank: number;
  displayName: string;
  score: number;
  /** The player the game is playing for. */
  you: boolean;
  /** The site played the row's run again from its replay record and it made this score (README "Replays"). */
  verified: boolean;
}

/** A board as the site answers it. */
export interface LeaderboardSnapshot {
  view: LeaderboardViewName;
  period: LeaderboardPeriod;
  /** The board's level; null for a game without levels. */
  level: number | null;
  /** When the board starts afresh (ISO 8601); null for all-time. */
  resetsAt: string | null;
  entries: LeaderboardRow[];
  /** The player's own row (their rank), when they have a score on the board and it is among `entries` or the view is `aroundMe`. */
  me: LeaderboardRow | null;
}

/** One of the game's achievements as the site tells it (its maker defines them in /my-games), in the player's language where the game has it. */
export interface AchievementView {
  id: string;
  title: string;
  description: string;
  /** When the player unlocked it (ISO 8601), null while locked. */
  unlockedAt: string | null;
  /** How far the player is towards it where the site counts it (a score, runs, a level); null otherwise or once unlocked. */
  progress: { current: number; target: number } | null;
}

/** A save as the site keeps it: the game's JSON data and its version (1, 2, …). */
export interface SaveSnapshot {
  version: number;
  data: unknown;
}

interface EnvelopeV2 {
  protocol: 'site-game';
  version: typeof GAME_PROTOCOL_V2;
  id: string;
}

/**
 * What `gameOver` may say of the play that ended, in a game with levels: the level played and
 * whether the player completed it. A visitor's next level is the site's to offer from it (README
 * "Games with levels"); it pays nothing and the server never hears it.
 */
export interface GameOverInput {
  level: number;
  completed: boolean;
}

/** The life cycle's requests (answered at once, in order or `out_of_order`). */
export type LifecycleRequest =
  | (EnvelopeV2 & { type: 'gameReady' | 'gameplayStart' | 'gameplayStop' | 'happyTime' })
  /** `level` and `completed` come together, or neither. */
  | (EnvelopeV2 & { type: 'gameOver' } & Partial<GameOverInput>)
  | (EnvelopeV2 & { type: 'loadingProgress'; progress: number });

export type GameRequestV2 =
  | LifecycleRequest
  | (EnvelopeV2 & { type: 'exit' })
  | (EnvelopeV2 & { type: 'load' })
  /** `json`: the game's data as JSON text; `baseVersion`: the version it was based on (0 for none). */
  | (EnvelopeV2 & { type: 'save'; baseVersion: number; json: string })
  | (EnvelopeV2 & { type: 'getLeaderboard'; view: LeaderboardViewName; period: LeaderboardPeriod; level?: number })
  | (EnvelopeV2 & { type: 'getAchievements' })
  | (EnvelopeV2 & { type: 'startRun'; requestId: string })
  | (EnvelopeV2 & { type: 'finishRun'; requestId: string; runId: string; score: number; level?: number; completed: boolean; moves?: string[]; replay?: ReplayRecord });
export type GameRequestTypeV2 = GameRequestV2['type'];

/** What a finished run came to, for the game to show (all from the site's answer). */
export interface RunReceipt {
  score: number;
  /** What the game's reward table gives for the score, before the caps (decimal string). */
  tableReward: string;
  /** The cap that cut the reward: the per-run maximum, the daily limit, or none. */
  cappedBy: 'run_max' | 'daily_limit' | null;
  /** Stamina the run cost when it started. */
  staminaSpent: number;
  /** Game coins the player may still earn today (decimal string). */
  leftToday: string;
}

export interface FinishRunResultV2 extends FinishRunResult {
  receipt?: RunReceipt;
  /** Host side only: the game's achievements this finish unlocked; the host tells each to the game as an `achievementUnlocked` event after the answer (never in it). */
  achievementsUnlocked?: AchievementView[];
}

/** Version 2's `startRun` answer: version 1's, and the run's seed (docs/replays.md). */
export interface StartRunResultV2 extends StartRunResult {
  /** The seed of the run's random source: 32 hex digits, given by the site and kept with the run. */
  seed?: string;
  /** Only from a host that plays a recorded run again: the inputs to feed on the run clock. */
  replay?: { inputs: ReplayInput[] };
}

export interface GameReadyResult {
  hosted: true;
  /** Whether the game may play sound now (the stage's mute button). */
  audio: boolean;
  /** Whether the game starts paused (the page is hidden, a dialog is open). */
  paused: boolean;
}

/** Life-cycle requests are answered `{}` once accepted. */
export type Acknowledged = Record<string, never>;

export interface GameResultsV2 {
  gameReady: GameReadyResult;
  loadingProgress: Acknowledged;
  gameplayStart: Acknowledged;
  gameplayStop: Acknowledged;
  happyTime: Acknowledged;
  gameOver: Acknowledged;
  startRun: StartRunResultV2;
  finishRun: FinishRunResultV2;
  exit: ExitResult;
  load: { save: SaveSnapshot | null };
  save: { save: SaveSnapshot };
  getLeaderboard: { leaderboard: LeaderboardSnapshot };
  getAchievements: { achievements: AchievementView[] };
}

/**
 * Version 2's `finishRun` argument: version 1's, the request id of a retry, if the game keeps its
 * own, and the run's moves for a game whose runs the site replays (README "Runs the site replays").
 */
export interface FinishRunInputV2 extends FinishRunInput {
  requestId?: string;
  /** The moves that made the run, in order, each a word of the game's own (Levels: `up`, `down`, `left`, `right`). */
  moves?: readonly string[];
  /** The run's replay record, for a game whose runs the site plays again (docs/replays.md); the replay helper builds it. */
  replay?: ReplayRecord;
}

export type HostResponseV2 =
  | { protocol: 'site-game'; version: 2; type: 'response'; id: string; ok: true; result: GameResultsV2[GameRequestTypeV2] }
  | { protocol: 'site-game'; version: 2; type: 'response'; id: string; ok: false; error: GameErrorView };

/** What the site tells a version-2 game unasked. */
export type HostEventV2 = { protocol: 'site-game'; version: 2 } & HostEventBody;
export type HostEventBody = { type: 'pause' | 'resume' } | { type: 'audio'; enabled: boolean } | { type: 'achievementUnlocked'; achievement: AchievementView };
export type HostEventName = HostEventV2['type'];

export type HostMessageV2 = HostResponseV2 | { protocol: 'site-game'; version: 2; type: 'pending'; id: string } | HostEventV2;
