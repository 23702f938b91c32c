import type { Diagnostic } from '../protocol/diagnostic.ts';
import type { GameErrorView, GameRequest } from '../protocol/protocol.ts';
import type { ReplayRecord } from '../protocol/replay-record.ts';
import type { AchievementView, GameOverInput, GameRequestV2, StartRunResultV2, FinishRunResultV2, LeaderboardPeriod, LeaderboardSnapshot, LeaderboardViewName, SaveSnapshot } from '../protocol/protocol-v2.ts';

/** The run a game asks to finish, after the host has checked it is the run in progress. */
export interface FinishRunClaim {
  runId: string;
  score: number;
  level?: number;
  completed: boolean;
  /** The run's moves (version 2), for a game whose runs the site replays. */
  moves?: string[];
  /** The run's replay record (version 2), for a game whose runs the site plays again (docs/replays.md). */
  replay?: ReplayRecord;
}

/** A message the host ignored, and how many more were ignored without a report since the last one. */
export interface ProtocolErrorReport {
  reason: string;
  suppressed: number;
}

export interface GameHostCallbacks {
  /**
   * The game said it has loaded (`ready` in version 1, `gameReady` in version 2): its handshake,
   * with the protocol version it speaks (a site shows version 2's controls, such as mute, only then).
   */
  onReady?: (handshake: { version: 1 | 2 }) => void;
  /** Version 2: how far the game's loading is, 0 to 100, before `gameReady`. */
  onLoadingProgress?: (progress: number) => void;
  /** Version 2: the player started playing. */
  onGameplayStart?: () => void;
  /** Version 2: the player stopped playing. */
  onGameplayStop?: () => void;
  /** Version 2: a moment the site may celebrate. */
  onHappyTime?: () => void;
  /**
   * Version 2: the play is over (a level's end, game over), paid or not: the site shows the next
   * step (README "One result per run"). `play`: the level played and whether it was completed,
   * when the game said so (a game with levels), else null. The game's word, unchecked against any
   * run: enough for a visitor's next level, never for a payment.
   */
  onGameOver?: (play: GameOverInput | null) => void;
  /**
   * Start a run (spend stamina). Throw a GameRunRefusal to refuse with a code. A version-2 game
   * names its `requestId`: give it to the server, so a retry after a lost answer is the first run.
   * A version-2 game is also told the run's `seed` (the server's), and a host that plays a
   * recorded run again answers the record's seed and `replay.inputs` (docs/replays.md).
   */
  onStartRun: (request: { requestId?: string }) => Promise<StartRunResultV2>;
  /**
   * Finish the run in progress. Throw a GameRunRefusal to refuse with a code. It may take its
   * time (e.g. wait for the minimum run time): the game is sent a `pending` notice every
   * `pendingNoticeMs`, so its request does not time out meanwhile. A `receipt` reaches only a
   * version-2 game; so do `achievementsUnlocked`, each sent as an `achievementUnlocked` event
   * right after the finish's answer.
   */
  onFinishRun: (claim: FinishRunClaim) => Promise<FinishRunResultV2>;
  /**
   * The player asked to leave the game from inside it (Escape that the game did not handle, or
   * the game's `exit()`): close the game as the page's own Back does. Without it, `exit` is
   * answered `{ closing: false }` and nothing happens.
   */
  onExit?: () => void;
  /** Every well-formed request the game sent, before it is answered or refused (the playground's log of SDK calls). */
  onRequest?: (request: GameRequest | GameRequestV2) => void;
  /**
   * Every request refused, with the error the game was sent (`refused` for a `load` without
   * `onLoad`, `out_of_order`, `rate_limited`, …), just after it is sent: the inspector's report
   * shows each beside its call.
   */
  onRefusal?: (request: GameRequest | GameRequestV2, error: GameErrorView) => void;
  /** What the game's page told of its console (protocol/diagnostic.ts); without it, such messages are dropped silently. */
  onDiagnostic?: (diagnostic: Diagnostic) => void;
  /** A message was ignored or refused for its shape or its rate. Reports are themselves rate-limited. */
  onProtocolError?: (report: ProtocolErrorReport) => void;
  /** Version 2: the player's save of this game, or null. Without it, `load` is refused (`refused`). */
  onLoad?: () => Promise<SaveSnapshot | null>;
  /**
   * Version 2: stores the player's save, `data` parsed from the game's JSON (at most 256 KiB,
   * checked before). Throw `GameRunRefusal('save_conflict', message, { save })` with the newer save
   * when `baseVersion` is not the stored version.
   */
  onSave?: (save: { baseVersion: number; data: unknown }) => Promise<SaveSnapshot>;
  /**
   * Version 2: a board of this game (and level), as the site's server ranks it. Throw
   * `GameRunRefusal('unknown_level', …)` (or `unknown_game`) for a board the site does not have.
   * Without it, `getLeaderboard` is refused (`refused`).
   */
  onGetLeaderboard?: (query: { view: LeaderboardViewName; period: LeaderboardPeriod; level?: number }) => Promise<LeaderboardSnapshot>;
  /**
   * Version 2: the achievements of this game for the player, in the maker's order. Without it,
   * `getAchievements` is refused (`refused`). The achievements a finish unlocked are returned by
   * `onFinishRun` (`achievementsUnlocked`) and told to the game as events.
   */
  onGetAchievements?: () => Promise<AchievementView[]>;
}

export interface GameHostLimits {
  /** Requests other than runs and the life cycle (`ready`, `exit`, saves, boards, achievements) answered in a burst before the rate applies (default 4). */
  burst?: number;
  /** Those requests answered per second after a burst (default 2). */
  perSecond?: number;
  /** `startRun` and `finishRun` answered in a burst, on a budget of their own so reads never cost a run (default 4). */
  runBurst?: number;
  /** `startRun` and `finishRun` answered per second after a burst (default 2). */
  runsPerSecond?: number;
  /** Protocol-error reports per second (default 1, bursts of 10). */
  reportsPerSecond?: number;
}

/** What the host sends back for one request: its result, or an error the game may see. */
export type Answer = { ok: true; result: object } | { ok: false; error: GameErrorView };
