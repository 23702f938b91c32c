import { afterEach, describe, expect, it } from 'vitest';
import { mountGame, type MountedGame } from '../../test/mount-game.ts';
import type { SaveSnapshot } from '../protocol/protocol-v2.ts';
import { GameRunRefusal } from './game-run-refusal.ts';
import type { FinishRunClaim } from './host-callbacks.ts';

let mounted: MountedGame[] = [];
const mount = (...args: Parameters<typeof mountGame>) => {
  const game = mountGame(...args);
  mounted.push(game);
  return game;
};
afterEach(() => {
  for (const game of mounted) game.unmount();
  mounted = [];
});

const scenario = (name: string) => `/fixtures/scenario-v2.html?scenario=${name}`;
const noRuns = { onStartRun: async () => ({ runId: 'r' }), onFinishRun: async () => ({ coins: '0', capped: false }) };
const receipt = { score: 42, tableReward: '150', cappedBy: 'run_max', staminaSpent: 10, leftToday: '1900' } as const;

describe('a version-2 game (game-sdk.v2.js) in a sandboxed frame talking to createGameHost', () => {
  it('goes through its life cycle in order, refuses what is out of order, and hears pause, resume and audio', async () => {
    const heard: string[] = [];
    const game = mount(scenario('life'), {
      ...noRuns,
      onLoadingProgress: (progress) => heard.push(`progress:${progress}`),
      onReady: () => heard.push('ready'),
      onGameplayStart: () => heard.push('start'),
      onGameplayStop: () => heard.push('stop'),
      onHappyTime: () => heard.push('happy'),
    });
    expect(await game.report('version')).toMatchObject({ value: 2 });
    expect(await game.report('play-too-early')).toMatchObject({ ok: false, code: 'out_of_order', isSdkError: true, message: 'gameplayStart comes after gameReady' });
    expect(await game.report('bad-progress')).toMatchObject({ ok: false, code: 'invalid_argument' });
    expect(await game.report('ready')).toMatchObject({ ok: true, value: { hosted: true, audio: true, paused: false } });
    expect(await game.report('play-again')).toMatchObject({ ok: false, code: 'out_of_order' });
    expect(await game.report('stop')).toMatchObject({ ok: true });
    expect(heard).toEqual(['progress:50', 'ready', 'start', 'happy', 'stop']);

    game.host.setPaused(true);
    expect(await game.report('event-1')).toMatchObject({ value: { seen: ['pause'] } });
    game.host.setPaused(false);
    game.host.setAudio(false);
    expect(await game.report('event-3')).toMatchObject({ value: { seen: ['pause', 'resume', 'audio:false'], audio: false } });
  });

  it('plays a run and hands the game its receipt', async () => {
    const claims: FinishRunClaim[] = [];
    const game = mount(scenario('runs'), {
      onStartRun: async () => ({ runId: 'run-2', stamina: { current: 90, max: 100 } }),
      onFinishRun: async (claim) => {
        claims.push(claim);
        return { coins: '100', capped: true, gameCoinBalance: '1100', receipt };
      },
    });
    const started = await game.report('start');
    expect(started).toMatchObject({ ok: true, value: { runId: 'run-2', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    expect(await game.report('finish')).toMatchObject({ ok: true, value: { coins: '100', capped: true, receipt } });
    expect(claims).toEqual([{ runId: 'run-2', score: 42, level: 2, completed: true }]);
  });

  it('answers a retry after a lost answer with the first result: one run started, one finish paid', async () => {
    const sentByGame: { type: string; requestId?: string }[] = [];
    const frame: { iframe?: HTMLIFrameElement } = {};
    const listen = (event: MessageEvent) => {
      if (event.source === frame.iframe?.contentWindow && (event.data as { protocol?: string } | null)?.protocol === 'site-game') sentByGame.push(event.data as never);
    };
    window.addEventListener('message', listen);
    const attemptsOf = (type: string) => sentByGame.filter((message) => message.type === type).length;
    // Each answer is held until the game has timed out and sent the same request again.
    const afterRetry = async <T>(type: string, value: T) => {
      await expect.poll(() => attemptsOf(type), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      return value;
    };
    let starts = 0;
    let finishes = 0;
    const game = mount(scenario('retry'), {
      onStartRun: () => {
        starts += 1;
        return afterRetry('startRun', { runId: 'run-once' });
      },
      onFinishRun: () => {
        finishes += 1;
        return afterRetry('finishRun', { coins: '3', capped: false, receipt: { ...receipt, score: 5, cappedBy: null } });
      },
    });
    frame.iframe = game.iframe;
    try {
      expect(await game.report('start')).toMatchObject({ ok: true, value: { runId: 'run-once', requestId: 'start-retry-1' } });
      expect(await game.report('finish')).toMatchObject({ ok: true, value: { coins: '3' } });
    } finally {
      window.removeEventListener('message', listen);
    }
    expect({ starts, finishes }).toEqual({ starts: 1, finishes: 1 });
    const finishIds = new Set(sentByGame.filter((message) => message.type === 'finishRun').map((message) => message.requestId));
    expect(finishIds.size).toBe(1);
  });

  it('loads and saves by version: an older base is refused save_conflict with the newer save, bad saves never reach the site', async () => {
    let stored: SaveSnapshot | null = null;
    const asked: unknown[] = [];
    const game = mount(scenario('saves'), {
      ...noRuns,
      // Five requests in a moment: more than the default burst of four.
      limits: { burst: 10 },
      onLoad: async () => stored,
      onSave: async ({ baseVersion, data }) => {
        asked.push(data);
        if (baseVersion !== (stored?.version ?? 0)) throw new GameRunRefusal('save_conflict', 'A newer save exists.', { save: stored ?? undefined });
        stored = { version: baseVersion + 1, data };
        return stored;
      },
    });
    expect(await game.report('load-empty')).toMatchObject({ ok: true, value: null });
    expect(await game.report('save')).toMatchObject({ ok: true, value: { version: 1, data: { level: 3, items: ['key'] } } });
    expect(await game.report('too-large')).toMatchObject({ ok: false, code: 'save_too_large' });
    expect(await game.report('not-json')).toMatchObject({ ok: false, code: 'invalid_argument' });
    // Another tab of the same player saves version 2.
    stored = { version: 2, data: { level: 7 } };
    game.iframe.contentWindow?.postMessage('saved-elsewhere', '*');
    expect(await game.report('conflict')).toMatchObject({ ok: false, code: 'save_conflict', value: { version: 2, data: { level: 7 } } });
    expect(await game.report('merged')).toMatchObject({ ok: true, value: { version: 3, data: { level: 9 } } });
    expect(await game.report('load')).toMatchObject({ ok: true, value: { version: 3, data: { level: 9 } } });
    expect(asked).toEqual([{ level: 3, items: ['key'] }, { level: 4 }, { level: 9 }]);
  });

  it("reads the game's leaderboards through the site: the board asked for, unknown levels refused by code, bad arguments never sent", async () => {
    const asked: unknown[] = [];
    const row = { rank: 3, displayName: 'Ada', score: 900, you: true, verified: true };
    const game = mount(scenario('leaderboard'), {
      ...noRuns,
      onGetLeaderboard: async (query) => {
        asked.push(query);
        if (query.level === 99) throw new GameRunRefusal('unknown_level', 'This game has no level 99.');
        return { ...query, level: query.level ?? null, resetsAt: null, entries: [row], me: row };
      },
    });
    expect(await game.report('top')).toMatchObject({ ok: true, value: { view: 'top', period: 'all', level: null, entries: [row], me: row } });
    expect(await game.report('around-me')).toMatchObject({ ok: true, value: { view: 'aroundMe', period: 'week', level: 2 } });
    expect(await game.report('unknown-level')).toMatchObject({ ok: false, code: 'unknown_level', isSdkError: true });
    expect(await game.report('bad-period')).toMatchObject({ ok: false, code: 'invalid_argument', message: 'period must be one of all, week, day' });
    expect(asked).toEqual([{ view: 'top', period: 'all' }, { view: 'aroundMe', period: 'week', level: 2 }, { view: 'top', period: 'all', level: 99 }]);
  });

  it('starts a run at Play after loading read the save and three boards: reads never spend the runs\' budget', async () => {
    const row = { rank: 1, displayName: 'Ada', score: 900, you: true, verified: false };
    let starts = 0;
    const game = mount(scenario('reads-then-play'), {
      onStartRun: async () => {
        starts += 1;
        return { runId: 'run-after-reads' };
      },
      onFinishRun: async () => ({ coins: '0', capped: false }),
      onLoad: async () => null,
      onGetLeaderboard: async (query) => ({ ...query, level: null, resetsAt: null, entries: [row], me: row }),
    });
    expect(await game.report('board-day')).toMatchObject({ ok: true });
    expect(await game.report('start')).toMatchObject({ ok: true, value: { runId: 'run-after-reads' } });
    expect(await game.report('finish')).toMatchObject({ ok: true });
    expect(starts).toBe(1);
  });
});
