import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { FinishRunClaim } from '../src/host.ts';
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
});
