import { GameSdkError } from '../game/game-sdk-error.ts';
import type { FinishRunInputV2, FinishRunResultV2, HostEventName, StartRunResultV2 } from '../protocol/protocol-v2.ts';
import { replayLimits, type ReplayInput, type ReplayRecord } from '../protocol/replay-record.ts';
import { localSeed, seededRandom } from './seeded-random.ts';

/** What the recorder needs of the SDK: `SiteGame`, or `import * as sdk from '@site/game-sdk/v2'` (the DOM-free part of `GameClientV2`). */
export interface RecorderSdk {
  startRun(options?: { requestId?: string }): Promise<StartRunResultV2 & { requestId: string }>;
  finishRun(input: FinishRunInputV2): Promise<FinishRunResultV2 & { requestId: string }>;
  on(name: HostEventName, listener: () => void): () => void;
}

export interface RunRecorder {
  /** Starts a run on the site, then the run clock and the random source from the site's seed; a host replaying a run feeds its inputs from here on. */
  startRun(options?: { requestId?: string }): ReturnType<RecorderSdk['startRun']>;
  /** Starts the clock and the random source without a run (a visitor, the game opened on its own). */
  playWithoutRun(): void;
  /** The run's random source: a number from 0 (included) to 1. */
  random(): number;
  /** The run clock: whole milliseconds since the run started, paused time not counted. */
  now(): number;
  /** Calls `callback` when the run clock reaches `ms` (at once if it has); returns the way to cancel. */
  at(ms: number, callback: () => void): () => void;
  /** The player did `name` (`tap`, `key:ArrowUp`): recorded at `now()` and handed to the `onInput` listeners. Ignored while a replay is fed. */
  input(name: string): void;
  /** Where every input arrives, the player's or a replay's: the game's one way to react to input. */
  onInput(listener: (input: ReplayInput) => void): () => void;
  /** The run's replay record so far. */
  record(): ReplayRecord;
  /** Stops the run clock and finishes the run with its replay record (none past 3000 inputs). */
  finishRun(input: Omit<FinishRunInputV2, 'replay'>): ReturnType<RecorderSdk['finishRun']>;
  /** Whether the inputs come from a replay rather than the player. */
  readonly replaying: boolean;
}

interface Timed {
  at: number;
  /** Timers before inputs of the same moment, then in the order they were made. */
  rank: number;
  run: () => void;
}

/**
 * A run made deterministic (docs/replays.md): a seeded random source, a run clock that stops
 * while the site pauses the game, timers on that clock, and every input recorded with its time.
 * A replay feeds the recorded inputs through the same `onInput` listeners, one event a task,
 * without waiting for real time, so it takes as long as the game's own work.
 */
export function createRunRecorder(options: { version: string; sdk: RecorderSdk }): RunRecorder {
  const { sdk, version } = options;
  const listeners = new Set<(input: ReplayInput) => void>();
  let seed = '';
  let random = seededRandom(localSeed());
  let inputs: ReplayInput[] = [];
  let overflow = false;
  let queue: Timed[] = [];
  let made = 0;
  let startedAt = 0;
  let pausedAt: number | null = null;
  let pausedFor = 0;
  let last = 0;
  let current: number | null = null;
  let running = false;
  let replaying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clock = () => (replaying ? last : Math.floor((pausedAt ?? performance.now()) - startedAt - pausedFor));
  const now = () => current ?? Math.max(clock(), last);

  function runOne(event: Timed) {
    queue.splice(queue.indexOf(event), 1);
    current = last = event.at;
    try {
      event.run();
    } finally {
      current = null;
    }
  }
  /** Runs the timers due by `until`; whether the run is still on (a timer may have finished it). */
  function runDue(until: number): boolean {
    while (running && queue[0] && queue[0].at <= until) runOne(queue[0]);
    return running;
  }
  function wake() {
    clearTimeout(timer);
    if (!running || pausedAt !== null || !queue[0]) return;
    timer = setTimeout(
      () => {
        if (replaying && queue[0]) runOne(queue[0]);
        else void runDue(clock());
        wake();
      },
      replaying ? 0 : Math.max(0, queue[0].at - clock()),
    );
  }
  function schedule(event: Timed) {
    queue.push(event);
    queue.sort((x, y) => x.at - y.at || x.rank - y.rank);
    wake();
  }
  function dispatch(entry: ReplayInput) {
    for (const listener of listeners) listener(entry);
  }
  function begin(runSeed: string, feed?: readonly ReplayInput[]) {
    clearTimeout(timer);
    seed = runSeed;
    random = seededRandom(runSeed);
    inputs = [];
    overflow = false;
    queue = [];
    startedAt = performance.now();
    pausedFor = 0;
    last = 0;
    running = true;
    replaying = feed !== undefined;
    for (const entry of feed ?? []) {
      const copy = { at: entry.at, input: entry.input };
      const run = () => {
        inputs.push(copy);
        dispatch(copy);
      };
      schedule({ at: copy.at, rank: 2 ** 40 + (made += 1), run });
    }
  }

  sdk.on('pause', () => {
    if (pausedAt === null && !replaying) pausedAt = performance.now();
    clearTimeout(timer);
  });
  sdk.on('resume', () => {
    if (pausedAt !== null) pausedFor += performance.now() - pausedAt;
    pausedAt = null;
    wake();
  });

  return {
    async startRun(start) {
      const result = await sdk.startRun(start);
      begin(result.seed !== undefined && replayLimits.seedPattern.test(result.seed) ? result.seed : localSeed(), result.replay?.inputs);
      return result;
    },
    playWithoutRun() {
      begin(localSeed());
    },
    random: () => random(),
    now,
    at(ms, callback) {
      const event: Timed = { at: Math.max(Math.floor(ms), now()), rank: (made += 1), run: callback };
      schedule(event);
      return () => {
        queue = queue.filter((other) => other !== event);
      };
    },
    input(name) {
      if (typeof name !== 'string' || !replayLimits.inputPattern.test(name)) throw new GameSdkError('invalid_argument', 'an input is 1 to 32 letters, digits or _ . : , -');
      if (!running || replaying) return;
      const at = now();
      if (!runDue(at)) return;
      const entry = { at, input: name };
      if (inputs.length < replayLimits.maxInputs) inputs.push(entry);
      else overflow = true;
      current = last = at;
      try {
        dispatch(entry);
      } finally {
        current = null;
      }
      wake();
    },
    onInput(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    record: () => ({ seed, version, inputs: inputs.map((entry) => ({ ...entry })) }),
    finishRun(input) {
      running = false;
      clearTimeout(timer);
      return sdk.finishRun({ ...input, ...(overflow || seed === '' ? {} : { replay: { seed, version, inputs } }) });
    },
    get replaying() {
      return replaying;
    },
  };
}
