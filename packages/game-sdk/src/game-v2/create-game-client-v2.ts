import { checkFinishInput } from '../game/check-finish-input.ts';
import { GameSdkError } from '../game/game-sdk-error.ts';
import { checkMoves } from './check-moves.ts';
import { checkGameOverInput } from './check-game-over.ts';
import { openChannel, type GameClientOptions } from '../game/open-channel.ts';
import type { ExitResult } from '../protocol/protocol.ts';
import type {
  Acknowledged,
  AchievementView,
  FinishRunInputV2,
  FinishRunResultV2,
  GameOverInput,
  GameReadyResult,
  HostEventName,
  HostEventV2,
  LeaderboardQuery,
  LeaderboardSnapshot,
  SaveSnapshot,
  StartRunResultV2,
} from '../protocol/protocol-v2.ts';
import { leaderboardQueryOf } from './leaderboard-query.ts';
import { saveJson } from './save-json.ts';
import { requestIdOf } from './request-id-of.ts';

export interface GameClientV2 {
  /** How far loading is, 0 to 100 (the site shows it under its spinner); only before `gameReady`. */
  loadingProgress(percent: number): Promise<Acknowledged>;
  /** The game can be played: the site hides its spinner. Resolves with the audio and pause state to start in. */
  gameReady(): Promise<GameReadyResult>;
  /** The player is playing now (after `gameReady`). */
  gameplayStart(): Promise<Acknowledged>;
  /** The player stopped playing (a menu, a level's end, game over). */
  gameplayStop(): Promise<Acknowledged>;
  /** A moment worth celebrating (a record, a level completed); the site may show it. */
  happyTime(): Promise<Acknowledged>;
  /**
   * The play is over (a level won or lost, game over), with a run or without (a visitor's): the
   * site shows the next step. A game with levels says which level was played and whether it was
   * completed (`{ level, completed }`): a visitor, whose runs are refused, is offered the next
   * level from it.
   */
  gameOver(play?: GameOverInput): Promise<Acknowledged>;
  /** Starts a run; a retry with the same `requestId` is answered the first run, never a second one. The answer carries the run's `seed` (docs/replays.md). */
  startRun(options?: { requestId?: string }): Promise<StartRunResultV2 & { requestId: string }>;
  /** Ends the run; resolves with what it earned and its receipt. A retry with the same `requestId` is answered the first answer. */
  finishRun(input: FinishRunInputV2): Promise<FinishRunResultV2 & { requestId: string }>;
  exit(): Promise<ExitResult>;
  /** The player's save of this game (`{ version, data }`), or null; the next `save` is based on it. */
  load(): Promise<SaveSnapshot | null>;
  /**
   * Stores `data` (any JSON, at most 256 KiB) as the player's save, based on the version last
   * loaded or saved. Rejects `save_conflict` when the site keeps a newer one (`error.save`; the
   * next save is based on it: merge, then save again).
   */
  save(data: unknown): Promise<SaveSnapshot>;
  /**
   * A board of this game, ranked by the site from finished runs: `period` `all` (default), `week`
   * or `day`; `view` `top` (default, the top 100), `aroundMe` (the player and the ten around them)
   * or `friends`; `level` for a game with levels (required there). Rejects `unknown_level`.
   */
  getLeaderboard(query?: LeaderboardQuery): Promise<LeaderboardSnapshot>;
  /** This game's achievements for the player (its maker defines them on the site), in the maker's order: unlocked ones with when, locked ones with progress where the site counts it. */
  getAchievements(): Promise<AchievementView[]>;
  /** Listens to the site: `pause`, `resume`, `audio` (with `enabled`), `achievementUnlocked` (with `achievement`, after a finish that unlocked it). Returns the way to stop. */
  on<Name extends HostEventName>(name: Name, listener: (event: Extract<HostEventV2, { type: Name }>) => void): () => void;
  /** Whether the game may play sound (the stage's mute button). */
  readonly audio: boolean;
  /** Whether the site has paused the game. */
  readonly paused: boolean;
  readonly runId: string | null;
  destroy(): void;
}

/** Attempts of a request that moves value when its answer does not come (each with the same request id). */
const valueAttempts = 3;

/**
 * The game side of protocol version 2: version 1's requests, the life cycle, the site's events,
 * and request ids the game makes for `startRun` and `finishRun`, so a retry after a lost answer
 * (a `timeout`) is answered the first result, never a second run or a second payment.
 */
export function createGameClientV2(options: GameClientOptions = {}): GameClientV2 {
  const listeners = new Map<HostEventName, Set<(event: HostEventV2) => void>>();
  let audio = true;
  let paused = false;
  let runId: string | null = null;
  let saveVersion = 0;
  const channel = openChannel(options, 2, (event) => {
    if (event.type === 'audio') audio = event.enabled;
    else if (event.type !== 'achievementUnlocked') paused = event.type === 'pause';
    for (const listener of listeners.get(event.type) ?? []) listener(event);
  });
  const lifecycle = (type: string) => () => channel.request<Acknowledged>(type, {});

  async function moveValue<Result>(type: string, fields: object): Promise<Result> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await channel.request<Result>(type, fields);
      } catch (error) {
        if (!(error instanceof GameSdkError && error.code === 'timeout') || attempt >= valueAttempts) throw error;
      }
    }
  }

  return {
    loadingProgress(percent) {
      if (typeof percent !== 'number' || !(percent >= 0 && percent <= 100)) {
        return Promise.reject(new GameSdkError('invalid_argument', 'loadingProgress needs a number from 0 to 100'));
      }
      return channel.request('loadingProgress', { progress: Math.round(percent) });
    },
    async gameReady() {
      const result = await channel.request<GameReadyResult>('gameReady', {});
      audio = result.audio;
      paused = result.paused;
      return result;
    },
    gameplayStart: lifecycle('gameplayStart'),
    gameplayStop: lifecycle('gameplayStop'),
    happyTime: lifecycle('happyTime'),
    // A bad `play` rejects `invalid_argument`, as finishRun's argument does.
    async gameOver(play) {
      return channel.request<Acknowledged>('gameOver', play === undefined ? {} : checkGameOverInput(play));
    },
    async startRun(start = {}) {
      const requestId = requestIdOf(start.requestId);
      const result = await moveValue<StartRunResultV2>('startRun', { requestId });
      runId = result.runId;
      return { ...result, requestId };
    },
    async finishRun(input) {
      // The replay record is checked by the host (the replay helper builds it well-formed).
      const checked = { ...checkFinishInput(input), ...checkMoves(input.moves), ...(input.replay && { replay: input.replay }) };
      const current = runId;
      if (current === null) throw new GameSdkError('no_run', 'finishRun needs a run: call startRun first.');
      const requestId = requestIdOf(input.requestId);
      try {
        const result = await moveValue<FinishRunResultV2>('finishRun', { requestId, runId: current, ...checked });
        if (runId === current) runId = null;
        return { ...result, requestId };
      } catch (error) {
        if (error instanceof GameSdkError && error.code === 'no_run' && runId === current) runId = null;
        throw error;
      }
    },
    exit: () => channel.request('exit', {}),
    async load() {
      const { save } = await channel.request<{ save: SaveSnapshot | null }>('load', {});
      saveVersion = save?.version ?? 0;
      return save;
    },
    async save(data) {
      const json = saveJson(data);
      try {
        const { save } = await channel.request<{ save: SaveSnapshot }>('save', { baseVersion: saveVersion, json });
        saveVersion = save.version;
        return save;
      } catch (error) {
        if (error instanceof GameSdkError && error.save) saveVersion = error.save.version;
        throw error;
      }
    },
    async getLeaderboard(query) {
      const { leaderboard } = await channel.request<{ leaderboard: LeaderboardSnapshot }>('getLeaderboard', leaderboardQueryOf(query));
      return leaderboard;
    },
    async getAchievements() {
      const { achievements } = await channel.request<{ achievements: AchievementView[] }>('getAchievements', {});
      return achievements;
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      // Only events named `name` reach this set (see where events are dispatched).
      listeners.set(name, set.add(listener as (event: HostEventV2) => void));
      return () => set.delete(listener as (event: HostEventV2) => void);
    },
    get audio() {
      return audio;
    },
    get paused() {
      return paused;
    },
    get runId() {
      return runId;
    },
    destroy() {
      channel.destroy();
    },
  };
}
