import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinishRunResult, HostResponse, PendingNotice, StartRunResult } from '../protocol/protocol.ts';
import { GameRunRefusal } from './game-run-refusal.ts';
import type { FinishRunClaim, ProtocolErrorReport } from './host-callbacks.ts';
import { createHostProtocol } from './host-protocol.ts';

const request = (type: string, id: string, fields: object = {}) => ({ protocol: 'site-game', version: 1, type, id, ...fields });

/** A host on a clock the test moves, recording what it sends and what it asks the site. */
function setup(options: { startRun?: () => Promise<StartRunResult>; finishRun?: (claim: FinishRunClaim) => Promise<FinishRunResult>; onExit?: () => void; pendingNoticeMs?: number } = {}) {
  const sent: HostResponse[] = [];
  const notices: PendingNotice[] = [];
  const reports: ProtocolErrorReport[] = [];
  const calls = { ready: 0, readyVersions: [] as number[], start: 0, finish: [] as FinishRunClaim[] };
  const clock = { time: 0 };
  const host = createHostProtocol({
    now: () => clock.time,
    send: (message) => (message.type === 'pending' ? notices.push(message as PendingNotice) : sent.push(message as HostResponse)),
    ...(options.onExit ? { onExit: options.onExit } : {}),
    ...(options.pendingNoticeMs === undefined ? {} : { pendingNoticeMs: options.pendingNoticeMs }),
    onReady: ({ version }) => {
      calls.ready += 1;
      calls.readyVersions.push(version);
    },
    onStartRun: async () => {
      calls.start += 1;
      return options.startRun ? options.startRun() : { runId: `run-${calls.start}` };
    },
    onFinishRun: async (claim) => {
      calls.finish.push(claim);
      return options.finishRun ? options.finishRun(claim) : { coins: '3', capped: false };
    },
    onProtocolError: (report) => reports.push(report),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const answer = (id: string) => sent.find((response) => response.id === id);
  return { host, sent, notices, reports, calls, clock, settle, answer };
}

describe('createHostProtocol', () => {
  it('answers ready, starts a run and finishes it once, repeating the request ids', async () => {
    const { host, calls, settle, answer } = setup();
    host.receive(request('ready', 'a'));
    host.receive(request('startRun', 'b'));
    await settle();
    host.receive(request('finishRun', 'c', { runId: 'run-1', score: 7, level: 4, completed: true }));
    await settle();
    host.receive(request('finishRun', 'd', { runId: 'run-1', score: 7, level: 4, completed: true }));
    expect(calls.readyVersions).toEqual([1]);
    expect(answer('a')).toMatchObject({ ok: true, result: { hosted: true } });
    expect(answer('b')).toMatchObject({ ok: true, result: { runId: 'run-1' } });
    expect(answer('c')).toMatchObject({ ok: true, result: { coins: '3', capped: false } });
    expect(answer('d')).toMatchObject({ ok: false, error: { code: 'no_run' } });
    expect(calls.finish).toEqual([{ runId: 'run-1', score: 7, level: 4, completed: true }]);
  });

  it('answers exit and calls onExit, even while a run is being started; without onExit it says it is not closing', async () => {
    let exits = 0;
    const { host, answer } = setup({ startRun: () => new Promise(() => undefined), onExit: () => (exits += 1) });
    host.receive(request('startRun', 'a'));
    host.receive(request('exit', 'b'));
    expect(answer('b')).toMatchObject({ ok: true, result: { closing: true } });
    expect(exits).toBe(1);
    const bare = setup();
    bare.host.receive(request('exit', 'c'));
    expect(bare.answer('c')).toMatchObject({ ok: true, result: { closing: false } });
  });

  it('sends a pending notice for a request while its callback runs, and none after', async () => {
    let release: (result: FinishRunResult) => void = () => undefined;
    const { host, notices, settle, answer } = setup({ finishRun: () => new Promise((resolve) => (release = resolve)), pendingNoticeMs: 10 });
    host.receive(request('startRun', 'a'));
    await settle();
    host.receive(request('finishRun', 'b', { runId: 'run-1', score: 1, completed: true }));
    await expect.poll(() => notices.length).toBeGreaterThanOrEqual(2);
    expect(notices[0]).toEqual({ protocol: 'site-game', version: 1, type: 'pending', id: 'b' });
    expect(new Set(notices.map((notice) => notice.id))).toEqual(new Set(['b']));
    release({ coins: '1', capped: false });
    await settle();
    expect(answer('b')).toMatchObject({ ok: true });
    const count = notices.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notices).toHaveLength(count);
  });

  it('never finishes a run it did not start', async () => {
    const { host, calls, settle, answer } = setup();
    host.receive(request('startRun', 'a'));
    await settle();
    host.receive(request('finishRun', 'b', { runId: 'someone-elses-run', score: 1, completed: true }));
    expect(answer('b')).toMatchObject({ ok: false, error: { code: 'no_run' } });
    expect(calls.finish).toEqual([]);
  });

  it('runs one callback at a time: a second request while one is pending is busy', async () => {
    let release: (result: StartRunResult) => void = () => undefined;
    const { host, calls, settle, answer } = setup({ startRun: () => new Promise((resolve) => (release = resolve)) });
    host.receive(request('startRun', 'a'));
    host.receive(request('startRun', 'b'));
    host.receive(request('finishRun', 'c', { runId: 'x', score: 1, completed: false }));
    expect(calls.start).toBe(1);
    expect(answer('b')).toMatchObject({ ok: false, error: { code: 'busy' } });
    expect(answer('c')).toMatchObject({ ok: false, error: { code: 'busy' } });
    release({ runId: 'late' });
    await settle();
    expect(answer('a')).toMatchObject({ ok: true, result: { runId: 'late' } });
  });

  it('lets a new run replace an abandoned one (a reloaded game), and only the new one finishes', async () => {
    const { host, calls, settle, answer } = setup();
    host.receive(request('startRun', 'a'));
    await settle();
    host.receive(request('startRun', 'b'));
    await settle();
    host.receive(request('finishRun', 'c', { runId: 'run-1', score: 1, completed: true }));
    host.receive(request('finishRun', 'd', { runId: 'run-2', score: 1, completed: true }));
    await settle();
    expect(answer('c')).toMatchObject({ ok: false, error: { code: 'no_run' } });
    expect(answer('d')).toMatchObject({ ok: true });
    expect(calls.finish.map((claim) => claim.runId)).toEqual(['run-2']);
  });

  it('keeps the run for a retry after a refusal, and drops it when the site says it is gone', async () => {
    let refusal = new GameRunRefusal('refused', 'Too fast.', { retryAfterSeconds: 4 });
    const { host, settle, answer, clock } = setup({
      finishRun: async () => {
        throw refusal;
      },
    });
    host.receive(request('startRun', 'a'));
    await settle();
    host.receive(request('finishRun', 'b', { runId: 'run-1', score: 1, completed: true }));
    await settle();
    expect(answer('b')).toMatchObject({ ok: false, error: { code: 'refused', message: 'Too fast.', retryAfterSeconds: 4 } });
    clock.time += 10_000;
    refusal = new GameRunRefusal('no_run', 'Already finished.');
    host.receive(request('finishRun', 'c', { runId: 'run-1', score: 1, completed: true }));
    await settle();
    expect(answer('c')).toMatchObject({ ok: false, error: { code: 'no_run' } });
    host.receive(request('finishRun', 'd', { runId: 'run-1', score: 1, completed: true }));
    expect(answer('d')).toMatchObject({ ok: false, error: { code: 'no_run', message: expect.stringContaining('not in progress') } });
  });

  it('asks the site at most a burst plus the rate of each budget (runs, the rest), however many messages arrive (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ type: fc.constantFrom('ready', 'startRun', 'finishRun'), gapMs: fc.nat({ max: 50 }) }), { minLength: 1, maxLength: 400 }),
        async (messages) => {
          const { host, calls, clock, sent, settle } = setup();
          for (const [index, message] of messages.entries()) {
            clock.time += message.gapMs;
            host.receive(request(message.type, `m${index}`, message.type === 'finishRun' ? { runId: `run-${calls.start}`, score: 1, completed: true } : {}));
            if (index % 7 === 0) await settle();
          }
          await settle();
          const allowed = 4 + Math.floor((clock.time / 1000) * 2);
          expect(calls.ready).toBeLessThanOrEqual(allowed);
          expect(calls.start + calls.finish.length).toBeLessThanOrEqual(allowed);
          // Every request gets exactly one answer.
          expect(new Set(sent.map((response) => response.id)).size).toBe(messages.length);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('answers a flood of 10,000 in the same instant with a handful of calls and rate_limited', async () => {
    const { host, calls, sent, reports, settle } = setup();
    host.receive(request('startRun', 'start'));
    await settle();
    for (let index = 0; index < 10_000; index += 1) {
      host.receive(request('finishRun', `f${index}`, { runId: 'run-1', score: 5, completed: true }));
    }
    await settle();
    expect(calls.start + calls.finish.length).toBe(2);
    const limited = sent.filter((response) => !response.ok && response.error.code === 'rate_limited');
    expect(limited).toHaveLength(10_000 - 3);
    expect(limited[0]).toMatchObject({ error: { retryAfterSeconds: 1 } });
    // Reports are limited too: ten, not ten thousand.
    expect(reports).toHaveLength(10);
  });

  it('ignores hostile shapes without answering or calling the site, and reports what was suppressed', () => {
    const { host, calls, sent, reports, clock } = setup();
    for (let index = 0; index < 25; index += 1) host.receive({ type: 'startRun', id: `x${index}` });
    expect(sent).toEqual([]);
    expect(calls.start).toBe(0);
    expect(reports).toHaveLength(10);
    clock.time += 1000;
    host.receive('nonsense');
    expect(reports.at(-1)).toEqual({ reason: 'ignored a message: the message is not an object', suppressed: 15 });
  });

  it('answers nothing after destroy', async () => {
    const { host, sent, settle } = setup();
    host.receive(request('startRun', 'a'));
    host.destroy();
    await settle();
    host.receive(request('ready', 'b'));
    expect(sent).toEqual([]);
  });
});
