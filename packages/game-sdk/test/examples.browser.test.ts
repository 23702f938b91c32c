import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { FinishRunClaim, ReplayInput } from '../src/host.ts';
import { seededRandom } from '../src/replay.ts';
import { mountGame, type MountedGame } from './mount-game.ts';

let game: MountedGame | undefined;
/** Text inside the game's cross-origin frame, read through Playwright. */
const frameText = (selector: string) => commands.readFrameText('iframe[title="Game"]', selector);
afterEach(() => {
  game?.unmount();
  game = undefined;
});

describe('the example games, in the sandbox, through the classic game-sdk.js', () => {
  it('minimal: Start, ten presses, and the run is finished with its score', async () => {
    const claims: FinishRunClaim[] = [];
    game = mountGame('/examples/minimal/index.html', {
      onStartRun: async () => ({ runId: 'minimal-run' }),
      onFinishRun: async (claim) => {
        claims.push(claim);
        return { coins: '7', capped: false };
      },
    });
    const frame = page.frameLocator(page.elementLocator(game.iframe));
    await frame.getByRole('button', { name: 'Start' }).click();
    const tap = frame.getByRole('button', { name: /Press me/ });
    for (let press = 0; press < 10; press += 1) await tap.click();
    await expect.poll(() => claims).toEqual([{ runId: 'minimal-run', score: 100, completed: true }]);
    await expect.poll(() => frameText('#status')).toBe('Done! Score: 100.');
  });

  it('minimal: a refusal for stamina is shown with the time to wait', async () => {
    const { GameRunRefusal } = await import('../src/host.ts');
    game = mountGame('/examples/minimal/index.html', {
      onStartRun: async () => {
        throw new GameRunRefusal('not_enough_stamina', 'Not enough stamina.', { retryAfterSeconds: 170 });
      },
      onFinishRun: async () => ({ coins: '0', capped: false }),
    });
    const frame = page.frameLocator(page.elementLocator(game.iframe));
    await frame.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => frameText('#status')).toBe('Not enough stamina. Try again in 3 min.');
  });

  it('hostile: every probe is blocked and the finishRun flood pays once at most', async () => {
    let finishCalls = 0;
    let loads = 0;
    game = mountGame('/examples/hostile/index.html', {
      onStartRun: async () => ({ runId: 'hostile-run' }),
      onFinishRun: async () => {
        finishCalls += 1;
        return { coins: '1', capped: true };
      },
      // Only this game's own save is ever asked for, and never stored from a message naming another game.
      onLoad: async () => {
        loads += 1;
        return null;
      },
      onSave: async () => {
        throw new Error('no save may be stored');
      },
    });
    await expect.poll(() => frameText('#done'), { timeout: 20_000 }).toBe('Finished: 0 exposed.');
    const probes = await frameText('#probes');
    const probeNames = ['document.cookie', 'parent.document', 'localStorage', 'parent.localStorage', 'parent.ethereum', 'top.location (navigate the site)', 'fetch another site', 'finishRun flood'];
    const saveProbes = ['load naming another game', 'load naming another player', 'save naming another game'];
    for (const probe of [...probeNames, ...saveProbes]) {
      expect(probes).toContain(`${probe}: blocked`);
    }
    expect(finishCalls).toBe(1);
    // The barriers: the host answered each plain load, and ignored the messages naming another game or player.
    expect(loads).toBe(saveProbes.length);
    expect(probes).toContain('load naming another game: blocked (ignored)');
  });

  it('reaction: a host that keeps no saves (a review, the inspection) refuses load and the game says ready all the same; a pause in a round says gameplayStop, the resume gameplayStart', async () => {
    const told: string[] = [];
    game = mountGame('/examples/reaction/index.html', {
      onReady: () => told.push('ready'),
      onGameplayStart: () => told.push('start'),
      onGameplayStop: () => told.push('stop'),
      onRefusal: (request, error) => told.push(`${request.type} ${error.code}`),
      onStartRun: async () => ({ runId: 'review-run', seed: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' }),
      onFinishRun: async () => ({ coins: '0', capped: false }),
    });
    await expect.poll(() => told).toEqual(['load refused', 'ready', 'getLeaderboard refused']);
    expect(await frameText('#best')).toBe('Your best: none yet');
    const frame = page.frameLocator(page.elementLocator(game.iframe));
    await frame.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => told.slice(3)).toEqual(['start']);
    game.host.setPaused(true);
    await expect.poll(() => frameText('#target')).toBe('Paused');
    await expect.poll(() => told.slice(3)).toEqual(['start', 'stop']);
    game.host.setPaused(false);
    await expect.poll(() => told.slice(3)).toEqual(['start', 'stop', 'start']);
  });

  it('reaction: a recorded run played again from its record comes to the same score, and an edited record to its own', async () => {
    const seed = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const claims: FinishRunClaim[] = [];
    const mountQuickTap = (start: { runId: string; replay?: { inputs: ReplayInput[] } }) =>
      mountGame('/examples/reaction/index.html', {
        onStartRun: async () => ({ ...start, seed }),
        onFinishRun: async (claim) => {
          claims.push(claim);
          return { coins: '5', capped: false };
        },
        onLoad: async () => null,
      });
    game = mountQuickTap({ runId: 'played' });
    const frame = page.frameLocator(page.elementLocator(game.iframe));
    await frame.getByRole('button', { name: 'Start' }).click();
    for (let round = 1; round <= 5; round += 1) await frame.getByRole('button', { name: 'Tap now!' }).click();
    await expect.poll(() => claims.length).toBe(1);
    const played = claims[0]!;
    expect(played.replay).toMatchObject({ seed, version: '1.1.0' });
    expect(played.replay?.inputs.map(({ input }) => input)).toEqual(['tap', 'tap', 'tap', 'tap', 'tap']);
    expect(played.score).toBe(quickTapScore(seed, played.replay!.inputs));

    // Played again by a host that hands the record's inputs: no tap of the player's, the same score.
    game.unmount();
    game = mountQuickTap({ runId: 'replayed', replay: { inputs: played.replay!.inputs } });
    await page.frameLocator(page.elementLocator(game.iframe)).getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => claims.length).toBe(2);
    expect(claims[1]).toEqual({ ...played, runId: 'replayed' });

    // An edited record plays to its own score: the last tap 5 ms after green is worth 995.
    const edited = played.replay!.inputs.map((input) => ({ ...input }));
    edited[4]!.at = quickTapGreenAt(seed, edited, 5) + 5;
    game.unmount();
    game = mountQuickTap({ runId: 'edited', replay: { inputs: edited } });
    await page.frameLocator(page.elementLocator(game.iframe)).getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => claims.length).toBe(3);
    expect(claims[2]?.score).toBe(quickTapScore(seed, edited));
  });
});

/** When round `round` of Quick Tap turns green on the run clock, for these inputs (examples/reaction/game.js). */
function quickTapGreenAt(seed: string, inputs: readonly ReplayInput[], round: number): number {
  const random = seededRandom(seed);
  let from = 0;
  let greenAt = 0;
  for (let index = 0; index < round; index += 1) {
    greenAt = from + 700 + Math.floor(random() * 1300);
    from = inputs[index]?.at ?? 0;
  }
  return greenAt;
}

/** Quick Tap's score of a record, by its rules: per round, 1000 less the reaction in ms (50 at least), none for a tap before green. */
function quickTapScore(seed: string, inputs: readonly ReplayInput[]): number {
  return inputs.slice(0, 5).reduce((score, { at }, index) => {
    const greenAt = quickTapGreenAt(seed, inputs, index + 1);
    return at < greenAt ? score : score + Math.max(50, 1000 - (at - greenAt));
  }, 0);
}
