/**
 * The one protocol between a game (in a sandboxed frame) and the site (its parent page). Both
 * sides import these types, so a change here is a change to both. Every message carries
 * `protocol` and `version`; a side ignores what does not match exactly.
 */
export const GAME_PROTOCOL = 'site-game';
export const GAME_PROTOCOL_VERSION = 1;

/** Limits both sides hold; a message outside them is refused, not clipped. */
export const protocolLimits = {
  /** Request ids: 1 to 64 letters, digits, `_` or `-`. */
  requestIdPattern: /^[A-Za-z0-9_-]{1,64}$/,
  /** Run ids the site hands out: the same alphabet, at most 64 characters. */
  runIdPattern: /^[A-Za-z0-9_-]{1,64}$/,
  maxScore: 1_000_000_000,
  maxLevel: 10_000,
  /** Longest message text (error messages) a side accepts. */
  maxMessageLength: 500,
} as const;

interface Envelope {
  protocol: typeof GAME_PROTOCOL;
  version: typeof GAME_PROTOCOL_VERSION;
  /** Chosen by the game; the host's response repeats it. */
  id: string;
}

export interface ReadyRequest extends Envelope {
  type: 'ready';
}

export interface StartRunRequest extends Envelope {
  type: 'startRun';
}

export interface FinishRunRequest extends Envelope {
  type: 'finishRun';
  /** The run `startRun` answered. */
  runId: string;
  /** A whole number from 0 to {@link protocolLimits.maxScore}. */
  score: number;
  /** The level played, for games with levels (1 or more). */
  level?: number;
  /** Whether the player finished what the run was for (the level, the game). */
  completed: boolean;
}

/**
 * The player asked to leave the game: sent by the game side when Escape is pressed in the game
 * and the game did not handle it (`event.preventDefault()`), or by `exit()`. The host closes the
 * game as its own Back does.
 */
export interface ExitRequest extends Envelope {
  type: 'exit';
}

/** Everything a game may send. */
export type GameRequest = ReadyRequest | StartRunRequest | FinishRunRequest | ExitRequest;
export type GameRequestType = GameRequest['type'];

/** What the finish of a run is reported with (the game side of `finishRun`). */
export interface FinishRunInput {
  score: number;
  level?: number;
  completed: boolean;
}

export interface StaminaView {
  current: number;
  max: number;
}

export interface ReadyResult {
  /** Always true: the host is there and listening. */
  hosted: true;
}

export interface StartRunResult {
  runId: string;
  /** The player's stamina after the run's cost, when the host tells. */
  stamina?: StaminaView;
}

export interface ExitResult {
  /** True when the site closes the game (it has an `onExit`); the frame may be gone a moment later. */
  closing: boolean;
}

export interface FinishRunResult {
  /** Game coins the run earned, a whole number as a decimal string (money is exact). */
  coins: string;
  /** True when a per-run or per-day cap cut the reward. */
  capped: boolean;
  /** The player's game-coin balance afterwards (decimal string), when the host tells. */
  gameCoinBalance?: string;
  stamina?: StaminaView;
}

/**
 * Why a request was refused. The host sends the first group; the game side adds `timeout`,
 * `no_host` and `invalid_argument` by itself; `out_of_order` (a life-cycle request out of its
 * order), `save_conflict`, `save_too_large`, `unknown_game` and `unknown_level` (a leaderboard the
 * site does not have) exist in version 2 only.
 */
export const gameErrorCodes = [
  'not_enough_stamina',
  'signed_out',
  'run_in_progress',
  'no_run',
  'busy',
  'rate_limited',
  'refused',
  'host_error',
  'timeout',
  'no_host',
  'invalid_argument',
  'out_of_order',
  'save_conflict',
  'save_too_large',
  'unknown_game',
  'unknown_level',
] as const;
export type GameErrorCode = (typeof gameErrorCodes)[number];

export interface GameErrorView {
  code: GameErrorCode;
  /** A short English sentence for the developer; games show their own text. */
  message: string;
  /** Seconds to wait before trying again (`not_enough_stamina`, `rate_limited`). */
  retryAfterSeconds?: number;
  /** Version 2's `save_conflict`: the newer save the site keeps. */
  save?: { version: number; data: unknown };
}

interface ResponseEnvelope {
  protocol: typeof GAME_PROTOCOL;
  version: typeof GAME_PROTOCOL_VERSION;
  type: 'response';
  id: string;
}

export type HostResponse =
  | (ResponseEnvelope & { ok: true; result: ReadyResult | StartRunResult | FinishRunResult | ExitResult })
  | (ResponseEnvelope & { ok: false; error: GameErrorView });

/**
 * Sent by the host every few seconds while it is still working on request `id` (a finish that
 * waits for the minimum run time, a slow network): the game side restarts that request's timeout.
 */
export interface PendingNotice {
  protocol: typeof GAME_PROTOCOL;
  version: typeof GAME_PROTOCOL_VERSION;
  type: 'pending';
  id: string;
}

/** Everything a host may send. */
export type HostMessage = HostResponse | PendingNotice;

/** The result type of each request type. */
export interface GameResults {
  ready: ReadyResult;
  startRun: StartRunResult;
  finishRun: FinishRunResult;
  exit: ExitResult;
}
