import { describe, expect, it } from 'vitest';
import type { GameOverInput, HostMessageV2, LeaderboardSnapshot } from '../protocol/protocol-v2.ts';
import { GameRunRefusal } from './game-run-refusal.ts';
import type { FinishRunClaim } from './host-callbacks.ts';
import { createHostProtocol } from './host-protocol.ts';

const v2 = (type: string, id: string, fields: object = {}) => ({ protocol: 'site-game', version: 2, type, id, ...fields });
const v1 = (type: string, id: string, fields: object = {}) => ({ protocol: 'site-game', version: 1, type, id, ...fields });
const receipt = { score: 7, tableReward: '12', cappedBy: 'run_max', staminaSpent: 10, leftToday: '1990' } as const;

function setup(options: { startRun?: () => Promise<{ runId: string }> } = {}) {
  const sent: HostMessageV2[] = [];
  const calls = { start: 0, finish: [] as FinishRunClaim[], progress: [] as number[], events: [] as string[], over: [] as (GameOverInput | null)[] };
  const host = createHostProtocol({
    limits: { burst: 10, runBurst: 10 },
    send: (message) => sent.push(message as HostMessageV2),
    onReady: ({ version }) => calls.events.push(`ready v${String(version)}`),
    onLoadingProgress: (progress) => calls.progress.push(progress),
    onGameplayStart: () => calls.events.push('start'),
    onGameplayStop: () => calls.events.push('stop'),
    onHappyTime: () => calls.events.push('happy'),
    onGameOver: (play) => {
      calls.events.push('over');
      calls.over.push(play);
    },
    onStartRun: async () => {
      calls.start += 1;
      return options.startRun ? options.startRun() : { runId: `run-${calls.start}` };
    },
    onFinishRun: async (claim) => {
      calls.finish.push(claim);
      return { coins: '10', capped: true, receipt };
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const answer = (id: string) => sent.find((message) => 'id' in message && message.id === id && message.type === 'response');
  return { host, sent, calls, settle, answer };
}

describe('createHostProtocol, version 2', () => {
  it('follows the life cycle in order and answers each request in version 2', () => {
    const { host, calls, answer } = setup();
    host.receive(v2('loadingProgress', 'a', { progress: 40 }));
    host.receive(v2('gameReady', 'b'));
    host.receive(v2('gameplayStart', 'c'));
    host.receive(v2('happyTime', 'd'));
    host.receive(v2('gameplayStop', 'e'));
    host.receive(v2('gameOver', 'f'));
    expect(calls.progress).toEqual([40]);
    expect(calls.events).toEqual(['ready v2', 'start', 'happy', 'stop', 'over']);
    expect(answer('f')).toEqual({ protocol: 'site-game', version: 2, type: 'response', id: 'f', ok: true, result: {} });
    expect(answer('a')).toEqual({ protocol: 'site-game', version: 2, type: 'response', id: 'a', ok: true, result: {} });
    expect(answer('b')).toMatchObject({ version: 2, ok: true, result: { hosted: true, audio: true, paused: false } });
  });

  it('tells the site the level a gameOver names and whether it was completed, or null when it names none; a malformed one is ignored', () => {
    const { host, calls, answer } = setup();
    host.receive(v2('gameReady', 'a'));
    host.receive(v2('gameOver', 'b', { level: 2, completed: true }));
    host.receive(v2('gameOver', 'c'));
    host.receive(v2('gameOver', 'd', { level: 3, completed: false }));
    host.receive(v2('gameOver', 'e', { level: 3 }));
    expect(calls.over).toEqual([{ level: 2, completed: true }, null, { level: 3, completed: false }]);
    expect(answer('b')).toEqual({ protocol: 'site-game', version: 2, type: 'response', id: 'b', ok: true, result: {} });
    expect(answer('e')).toBeUndefined();
  });

  it.each([
    ['gameplayStart before gameReady', [], v2('gameplayStart', 'x'), 'gameplayStart comes after gameReady'],
    ['gameOver before gameReady', [], v2('gameOver', 'x'), 'gameOver comes after gameReady'],
    ['loadingProgress after gameReady', [v2('gameReady', 'a')], v2('loadingProgress', 'x', { progress: 90 }), 'loadingProgress comes before gameReady'],
    ['gameReady twice', [v2('gameReady', 'a')], v2('gameReady', 'x'), 'gameReady was already called'],
    ['gameplayStop without gameplayStart', [v2('gameReady', 'a')], v2('gameplayStop', 'x'), 'gameplayStop comes after gameplayStart'],
    ['gameplayStart twice', [v2('gameReady', 'a'), v2('gameplayStart', 'b')], v2('gameplayStart', 'x'), 'gameplayStart was already called; call gameplayStop first'],
  ])('refuses %s with out_of_order and keeps answering', (_name, before, message, reason) => {
    const { host, answer, calls } = setup();
    for (const earlier of before) host.receive(earlier);
    const eventsBefore = calls.events.length;
    host.receive(message);
    expect(answer('x')).toMatchObject({ ok: false, error: { code: 'out_of_order', message: reason } });
    expect(calls.events).toHaveLength(eventsBefore);
    host.receive(v2('happyTime', 'y'));
    expect(answer('y')).toBeDefined();
  });

  it('sends pause, resume and audio to a game that spoke version 2, only on a change, and starts it in the current state', () => {
    const { host, sent, answer } = setup();
    host.setPaused(true);
    expect(sent).toEqual([]);
    host.receive(v2('gameReady', 'a'));
    expect(answer('a')).toMatchObject({ result: { paused: true, audio: true } });
    host.setAudio(false);
    host.setAudio(false);
    host.setPaused(false);
    host.setPaused(false);
    expect(sent.filter((message) => message.type !== 'response')).toEqual([
      { protocol: 'site-game', version: 2, type: 'audio', enabled: false },
      { protocol: 'site-game', version: 2, type: 'resume' },
    ]);
  });

  it('sends no event to a version-1 game', () => {
    const { host, sent } = setup();
    host.receive(v1('ready', 'a'));
    host.setPaused(true);
    host.setAudio(false);
    expect(sent.map((message) => message.type)).toEqual(['response']);
  });

  it('answers a retried startRun and finishRun with the first answer, without asking the site again', async () => {
    let release: (run: { runId: string }) => void = () => undefined;
    const { host, calls, settle, sent } = setup({ startRun: () => new Promise((resolve) => (release = resolve)) });
    host.receive(v2('startRun', 'a', { requestId: 'start-0001' }));
    // The retry arrives while the first is still being answered: it waits for that answer, not busy.
    host.receive(v2('startRun', 'b', { requestId: 'start-0001' }));
    release({ runId: 'run-9' });
    await settle();
    host.receive(v2('startRun', 'c', { requestId: 'start-0001' }));
    await settle();
    expect(calls.start).toBe(1);
    const responses = sent.filter((message) => message.type === 'response');
    expect(responses.map((message) => [message.id, message.ok && message.result])).toEqual([
      ['a', { runId: 'run-9' }],
      ['b', { runId: 'run-9' }],
      ['c', { runId: 'run-9' }],
    ]);
    const finish = { requestId: 'finish-001', runId: 'run-9', score: 7, completed: true };
    host.receive(v2('finishRun', 'd', finish));
    await settle();
    host.receive(v2('finishRun', 'e', finish));
    await settle();
    expect(calls.finish).toHaveLength(1);
    const [first, retry] = sent.filter((message) => message.type === 'response').slice(3);
    expect(first).toMatchObject({ id: 'd', ok: true, result: { coins: '10', capped: true, receipt } });
    expect(retry).toMatchObject({ id: 'e', ok: true, result: { coins: '10', capped: true, receipt } });
    // Another request id for the finished run is not a retry: the run is not in progress any more.
    host.receive(v2('finishRun', 'f', { ...finish, requestId: 'finish-002' }));
    expect(sent.at(-1)).toMatchObject({ id: 'f', ok: false, error: { code: 'no_run' } });
  });

  it('lets a refused request be tried again with the same request id', async () => {
    let refuse = true;
    const { host, calls, settle, answer } = setup({
      startRun: async () => {
        if (refuse) throw new GameRunRefusal('not_enough_stamina', 'Wait.', { retryAfterSeconds: 60 });
        return { runId: 'run-later' };
      },
    });
    host.receive(v2('startRun', 'a', { requestId: 'start-0002' }));
    await settle();
    refuse = false;
    host.receive(v2('startRun', 'b', { requestId: 'start-0002' }));
    await settle();
    expect(calls.start).toBe(2);
    expect(answer('a')).toMatchObject({ ok: false, error: { code: 'not_enough_stamina' } });
    expect(answer('b')).toMatchObject({ ok: true, result: { runId: 'run-later' } });
  });

  it('keeps the receipt from a version-1 game, whose answers stay as they were', async () => {
    const { host, settle, answer } = setup();
    host.receive(v1('startRun', 'a'));
    await settle();
    host.receive(v1('finishRun', 'b', { runId: 'run-1', score: 7, completed: true }));
    await settle();
    expect(answer('b')).toEqual({ protocol: 'site-game', version: 1, type: 'response', id: 'b', ok: true, result: { coins: '10', capped: true } });
  });

  it('gives progress reports a bucket of their own: a flood of them never costs a run', async () => {
    const { host, answer, settle } = setup();
    for (let index = 0; index < 100; index += 1) host.receive(v2('loadingProgress', `p${index}`, { progress: index }));
    expect(answer('p99')).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    host.receive(v2('startRun', 's', { requestId: 'start-0003' }));
    await settle();
    expect(answer('s')).toMatchObject({ ok: true });
  });

  it('answers getLeaderboard from the site, one read at a time, and ignores a board asked for with a bad period', async () => {
    const board: LeaderboardSnapshot = { view: 'top', period: 'day', level: null, resetsAt: null, entries: [], me: null };
    let reads = 0;
    const sent: HostMessageV2[] = [];
    const host = createHostProtocol({
      send: (message) => sent.push(message as HostMessageV2),
      onStartRun: async () => ({ runId: 'r' }),
      onFinishRun: async () => ({ coins: '0', capped: false }),
      onGetLeaderboard: async () => {
        reads += 1;
        return board;
      },
    });
    host.receive(v2('getLeaderboard', 'a', { view: 'top', period: 'day' }));
    host.receive(v2('getLeaderboard', 'b', { view: 'top', period: 'day' }));
    host.receive(v2('getLeaderboard', 'c', { view: 'top', period: 'year' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(1);
    expect(sent).toEqual([
      { protocol: 'site-game', version: 2, type: 'response', id: 'b', ok: false, error: { code: 'busy', message: 'The previous leaderboard read is still being answered.' } },
      { protocol: 'site-game', version: 2, type: 'response', id: 'a', ok: true, result: { leaderboard: board } },
    ]);
  });

  it('tells a finish\'s unlocked achievements as events after its answer, once, and answers getAchievements from the site', async () => {
    const achievement = { id: '7', title: 'High flyer', description: 'Score 500.', unlockedAt: '2031-01-01T00:00:00.000Z', progress: null };
    const sent: HostMessageV2[] = [];
    let finishes = 0;
    const host = createHostProtocol({
      limits: { burst: 10 },
      send: (message) => sent.push(message as HostMessageV2),
      onStartRun: async () => ({ runId: 'run-1' }),
      onFinishRun: async () => {
        finishes += 1;
        return { coins: '0', capped: false, achievementsUnlocked: [achievement] };
      },
      onGetAchievements: async () => [achievement],
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    host.receive(v2('startRun', 's', { requestId: 'start-0001' }));
    await settle();
    host.receive(v2('finishRun', 'f', { requestId: 'finish-0001', runId: 'run-1', score: 500, completed: true }));
    await settle();
    // A retry of the finish (a lost answer) is answered the first answer, and tells nothing again.
    host.receive(v2('finishRun', 'g', { requestId: 'finish-0001', runId: 'run-1', score: 500, completed: true }));
    host.receive(v2('getAchievements', 'h'));
    await settle();
    expect(finishes).toBe(1);
    expect(sent.slice(1).map((message) => ('id' in message ? `${message.type} ${message.id}` : message.type))).toEqual(['response f', 'achievementUnlocked', 'response g', 'response h']);
    expect(sent[2]).toEqual({ protocol: 'site-game', version: 2, type: 'achievementUnlocked', achievement });
    expect(sent[1]).toMatchObject({ ok: true, result: { coins: '0', capped: false } });
    expect(JSON.stringify(sent[1])).not.toContain('achievementsUnlocked');
    expect(sent.at(-1)).toMatchObject({ ok: true, result: { achievements: [achievement] } });
  });
});
