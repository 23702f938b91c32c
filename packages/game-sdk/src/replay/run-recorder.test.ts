import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinishRunInputV2, HostEventName, StartRunResultV2 } from '../protocol/protocol-v2.ts';
import type { ReplayInput } from '../protocol/replay-record.ts';
import { createRunRecorder, type RecorderSdk } from './run-recorder.ts';
import { seededRandom } from './seeded-random.ts';

const seed = '0123456789abcdef0123456789abcdef';

/** The SDK as the recorder sees it: a host answering startRun as told, keeping every finish. */
function fakeSdk(start: StartRunResultV2) {
  const finishes: FinishRunInputV2[] = [];
  const handlers = new Map<HostEventName, () => void>();
  const sdk: RecorderSdk = {
    startRun: async () => ({ ...start, requestId: 'request-1' }),
    finishRun: async (input) => {
      finishes.push(input);
      return { coins: '0', capped: false, requestId: 'request-2' };
    },
    on: (name, listener) => {
      handlers.set(name, listener as () => void);
      return () => handlers.delete(name);
    },
  };
  return { sdk, finishes, emit: (name: HostEventName) => handlers.get(name)?.() };
}

describe('the run recorder', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws from the seed the site gave and records inputs on the run clock, pauses not counted', async () => {
    const { sdk, finishes, emit } = fakeSdk({ runId: 'run-1', seed });
    const recorder = createRunRecorder({ version: '1.2.0', sdk });
    const heard: ReplayInput[] = [];
    recorder.onInput((input) => heard.push(input));
    await recorder.startRun();
    const expected = seededRandom(seed);
    expect([recorder.random(), recorder.random()]).toEqual([expected(), expected()]);
    vi.advanceTimersByTime(250);
    recorder.input('tap');
    emit('pause');
    vi.advanceTimersByTime(10_000);
    emit('resume');
    vi.advanceTimersByTime(100);
    recorder.input('key:Space');
    expect(heard).toEqual([
      { at: 250, input: 'tap' },
      { at: 350, input: 'key:Space' },
    ]);
    await recorder.finishRun({ score: 7, completed: true });
    expect(finishes).toEqual([{ score: 7, completed: true, replay: { seed, version: '1.2.0', inputs: heard } }]);
  });

  it('runs a timer due before an input first, at its own moment', async () => {
    const { sdk } = fakeSdk({ runId: 'run-1', seed });
    const recorder = createRunRecorder({ version: '1', sdk });
    const order: string[] = [];
    recorder.onInput(({ at, input }) => order.push(`${input}@${at}`));
    await recorder.startRun();
    recorder.at(100, () => order.push(`timer@${recorder.now()}`));
    // The input comes at 120 before the timer's task has run: the timer still goes first, at 100.
    const realNow = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(realNow + 120);
    recorder.input('tap');
    expect(order).toEqual(['timer@100', 'tap@120']);
  });

  it('feeds a replay through the same listeners, ignoring the player, and finishes with the same record', async () => {
    const inputs = [
      { at: 900, input: 'tap' },
      { at: 1500, input: 'tap' },
    ];
    const { sdk, finishes } = fakeSdk({ runId: 'run-1', seed, replay: { inputs } });
    const recorder = createRunRecorder({ version: '1.2.0', sdk });
    const order: string[] = [];
    recorder.onInput(({ at, input }) => {
      order.push(`${input}@${at}`);
      if (order.length === 3) void recorder.finishRun({ score: 2, completed: true });
    });
    await recorder.startRun();
    expect(recorder.replaying).toBe(true);
    recorder.at(1500, () => order.push(`timer@${recorder.now()}`));
    recorder.input('tap');
    await vi.runAllTimersAsync();
    expect(order).toEqual(['tap@900', 'timer@1500', 'tap@1500']);
    expect(finishes).toEqual([{ score: 2, completed: true, replay: { seed, version: '1.2.0', inputs } }]);
  });

  it('refuses an input name outside the protocol', () => {
    const recorder = createRunRecorder({ version: '1', sdk: fakeSdk({ runId: 'run-1' }).sdk });
    expect(() => recorder.input('a tap')).toThrow(/1 to 32 letters/);
  });
});

describe('the seeded random source', () => {
  it('is the same for the same seed, and fixed (docs/replays.md names its first draw)', () => {
    const first = seededRandom(seed);
    const again = seededRandom(seed);
    const draws = Array.from({ length: 5 }, () => first());
    expect(Array.from({ length: 5 }, () => again())).toEqual(draws);
    expect(draws.every((draw) => draw >= 0 && draw < 1)).toBe(true);
    expect(seededRandom('ffffffffffffffffffffffffffffffff')()).not.toBe(draws[0]);
    expect(draws[0]).toMatchInlineSnapshot(`0.8219981321599334`);
  });
});
