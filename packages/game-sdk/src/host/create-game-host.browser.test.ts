import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountGame, type MountedGame } from '../../test/mount-game.ts';
import { GameRunRefusal } from './game-run-refusal.ts';
import type { FinishRunClaim, ProtocolErrorReport } from './host-callbacks.ts';

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

const scenario = (name: string) => `/fixtures/scenario.html?scenario=${name}`;

describe('a game in a sandboxed frame talking to createGameHost', () => {
  it('plays ready → startRun → finishRun, with request ids matched and the run finished once', async () => {
    let readyCalls = 0;
    const claims: FinishRunClaim[] = [];
    const game = mount(scenario('full'), {
      onReady: () => (readyCalls += 1),
      onStartRun: async () => ({ runId: 'run-7', stamina: { current: 90, max: 100 } }),
      onFinishRun: async (claim) => {
        claims.push(claim);
        return { coins: '12', capped: false, gameCoinBalance: '1012' };
      },
    });
    expect(await game.report('ready')).toMatchObject({ ok: true, value: { hosted: true } });
    expect(readyCalls).toBe(1);
    expect(await game.report('finish-before-start')).toMatchObject({ ok: false, code: 'no_run', isSdkError: true });
    expect(await game.report('bad-score')).toMatchObject({ ok: false, code: 'invalid_argument', message: expect.stringContaining('score') });
    expect(await game.report('start')).toMatchObject({ ok: true, value: { runId: 'run-7', stamina: { current: 90, max: 100 } } });
    expect(await game.report('finish')).toMatchObject({ ok: true, value: { coins: '12', capped: false, gameCoinBalance: '1012' } });
    expect(await game.report('finish-again')).toMatchObject({ ok: false, code: 'no_run' });
    expect(claims).toEqual([{ runId: 'run-7', score: 42, level: 2, completed: true }]);
  });

  it('passes a refusal for stamina to the game with the time to wait', async () => {
    const game = mount(scenario('refused'), {
      onStartRun: async () => {
        throw new GameRunRefusal('not_enough_stamina', 'Not enough stamina.', { retryAfterSeconds: 180 });
      },
      onFinishRun: async () => ({ coins: '0', capped: false }),
    });
    expect(await game.report('start')).toMatchObject({ ok: false, code: 'not_enough_stamina', retryAfterSeconds: 180, isSdkError: true });
  });

  it('hides an unexpected host failure behind host_error', async () => {
    const game = mount(scenario('refused'), {
      onStartRun: async () => {
        throw new Error('database password is hunter2');
      },
      onFinishRun: async () => ({ coins: '0', capped: false }),
    });
    const report = await game.report('start');
    expect(report).toMatchObject({ ok: false, code: 'host_error' });
    expect(report.message).not.toContain('hunter2');
  });

  it('keeps a slow finish waiting past the game\'s timeout while the host sends pending notices', async () => {
    const game = mount(scenario('slow-finish'), {
      pendingNoticeMs: 50,
      onStartRun: async () => ({ runId: 'slow-run' }),
      // The site takes more than twice the game's 1500 ms timeout (as a finish held until the
      // minimum run time does); the notices come thirty times per timeout, so only a page
      // stalled for 1.45 s could miss one.
      onFinishRun: () =>
        new Promise((resolve) => {
          setTimeout(() => {
            resolve({ coins: '4', capped: false });
          }, 3500);
        }),
    });
    expect(await game.report('finish')).toMatchObject({ ok: true, value: { coins: '4', capped: false } });
  });

  it('asks the host to close the game when Escape is pressed inside it, unless the game handled Escape', async () => {
    let exits = 0;
    const game = mount(scenario('escape'), {
      onStartRun: async () => ({ runId: 'r' }),
      onFinishRun: async () => ({ coins: '0', capped: false }),
      onExit: () => (exits += 1),
    });
    await game.report('ready');
    await page.frameLocator(page.elementLocator(game.iframe)).getByText('Runs the scenario').click();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => exits).toBe(1);

    let handledExits = 0;
    const handled = mount(scenario('escape-handled'), {
      onStartRun: async () => ({ runId: 'r' }),
      onFinishRun: async () => ({ coins: '0', capped: false }),
      onExit: () => (handledExits += 1),
    });
    await handled.report('ready');
    await page.frameLocator(page.elementLocator(handled.iframe)).getByText('Runs the scenario').click();
    await userEvent.keyboard('{Escape}');
    // The game's own request after its Escape is answered; an exit would have come before it.
    expect(await handled.report('handled')).toMatchObject({ ok: true });
    expect(handledExits).toBe(0);
    expect(exits).toBe(1);
  });

  it('rejects with a clear timeout when the site never answers', async () => {
    const game = mount(scenario('timeout'), {
      onStartRun: () => new Promise(() => undefined),
      onFinishRun: async () => ({ coins: '0', capped: false }),
    });
    expect(await game.report('start')).toMatchObject({ ok: false, code: 'timeout', message: 'The site did not answer startRun within 300 ms.' });
  });

  it('ignores and reports every message of the wrong shape, and still answers a good one', async () => {
    const reports: ProtocolErrorReport[] = [];
    let readyCalls = 0;
    const game = mount(scenario('hostile-shapes'), {
      onReady: () => (readyCalls += 1),
      onStartRun: async () => ({ runId: 'r' }),
      onFinishRun: async () => ({ coins: '0', capped: false }),
      onProtocolError: (report) => reports.push(report),
    });
    expect(await game.report('ready')).toMatchObject({ ok: true });
    expect(readyCalls).toBe(1);
    expect(reports.map((report) => report.reason)).toEqual([
      'ignored a message: the message is not an object',
      'ignored a message: the message is not an object',
      'ignored a message: the message is not an object',
      'ignored a message: missing field "protocol"',
      'ignored a message: version must be 1',
      'ignored a message: type must be "ready", "startRun", "finishRun" or "exit"',
      'ignored a message: id must be 1 to 64 letters, digits, "_" or "-"',
      'ignored a message: unexpected field "extra"',
      'ignored a message: score must be a whole number from 0 to 1000000000',
      'ignored a message: score must be a whole number from 0 to 1000000000',
    ]);
    // Reports come in bursts of at most 10: the eleventh bad message (a level of 0.5) is ignored
    // too, but only counted, in the next report's `suppressed`.
  });

  it('survives a flood of 2,000 finishRun messages: the site is asked once, the rest refused', async () => {
    let finishCalls = 0;
    const game = mount(scenario('finish-flood'), {
      onStartRun: async () => ({ runId: 'flooded-run' }),
      onFinishRun: async () => {
        finishCalls += 1;
        return { coins: '5', capped: true };
      },
    });
    const { value } = await game.report('flood');
    const tally = value as Record<string, number>;
    expect(finishCalls).toBe(1);
    expect(tally.ok).toBe(1);
    expect(Object.values(tally).reduce((sum, count) => sum + count, 0)).toBe(2000);
    expect(tally.rate_limited).toBeGreaterThan(1900);
    expect(Object.keys(tally).every((code) => ['ok', 'busy', 'no_run', 'rate_limited'].includes(code))).toBe(true);
  });

  it('answers only its own frame, and only a sandboxed one', async () => {
    let hostReady = 0;
    let hostStarts = 0;
    const reports: ProtocolErrorReport[] = [];
    const game = mount(scenario('full'), {
      onReady: () => (hostReady += 1),
      onStartRun: async () => {
        hostStarts += 1;
        return { runId: 'run-1' };
      },
      onFinishRun: async () => ({ coins: '0', capped: false }),
    });
    // A second host bound to the same frame but expecting a real origin: a frame that is not
    // sandboxed would carry one, and such a host must refuse the sandboxed frame's messages.
    const strict = mountGame(scenario('refused'), {
      expectedOrigin: window.location.origin,
      onStartRun: async () => ({ runId: 'never' }),
      onFinishRun: async () => ({ coins: '0', capped: false }),
      onProtocolError: (report) => reports.push(report),
    });
    mounted.push(strict);
    expect(await game.report('finish')).toMatchObject({ ok: true });
    expect(hostReady).toBe(1);
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    // The other frame's startRun reached neither host's callbacks.
    expect(hostStarts).toBe(1);
    expect(reports[0]?.reason).toBe('ignored a message from origin null: the frame must be sandboxed');
  });
});
