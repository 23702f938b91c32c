import { createGameHost, GameRunRefusal, type FinishRunClaim, type GameHost, type GameOverInput } from '@site/game-sdk/host';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';

let iframe: HTMLIFrameElement | undefined;
let host: GameHost | undefined;
afterEach(() => {
  host?.destroy();
  iframe?.remove();
});

/** The fake play page: the real game bundle in a sandboxed frame, answered by the SDK's host side. */
function playPage(search: string, callbacks: Omit<Parameters<typeof createGameHost>[0], 'iframe'>) {
  iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.title = 'Levels';
  iframe.width = '480';
  iframe.height = '640';
  document.body.append(iframe);
  host = createGameHost({ iframe, ...callbacks });
  iframe.src = `${inject('levelsOrigin')}index.html${search}`;
  return iframe;
}
const frameText = (selector: string) => commands.readFrameText('iframe[title="Levels"]', selector);

/** Focuses the frame and waits until the focus has arrived on the start button inside it. */
async function focusStartButton(frame: HTMLIFrameElement): Promise<void> {
  frame.focus();
  await expect.poll(() => commands.readFrameFocus('iframe[title="Levels"]')).toBe('start-button');
}

describe('Levels in the sandbox, against the SDK host', () => {
  it('plays level 1 to the end with the keyboard: ready, a run, the finish with the score, the game\'s own celebration (the coins and the next step are the site\'s), gameOver, the progress saved', async () => {
    let ready = 0;
    const over: (GameOverInput | null)[] = [];
    let starts = 0;
    const claims: FinishRunClaim[] = [];
    const saves: { baseVersion: number; data: unknown }[] = [];
    const frame = playPage('?level=1', {
      onReady: () => (ready += 1),
      onGameOver: (play) => over.push(play),
      onLoad: async () => null,
      onSave: async (save) => {
        saves.push(save);
        return { version: save.baseVersion + 1, data: save.data };
      },
      onStartRun: async () => {
        starts += 1;
        return { runId: 'levels-run-1', stamina: { current: 90, max: 100 } };
      },
      onFinishRun: async (claim) => {
        claims.push(claim);
        return { coins: '25', capped: false, gameCoinBalance: '25' };
      },
    });
    await expect.poll(() => ready).toBe(1);
    await expect.poll(() => frameText('#start-button')).toBe('Start level 1');
    // Focus enters the frame, where the game has put it on its start button.
    await focusStartButton(frame);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => starts).toBe(1);
    await expect.poll(() => frameText('#stats')).toBe('Moves 0 · Par 1');
    await userEvent.keyboard('{ArrowUp}');
    await expect.poll(() => frameText('#announcer')).toBe('Blocked: you cannot slide up.');
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => claims).toEqual([{ runId: 'levels-run-1', score: 1000, level: 1, completed: true, moves: ['right'] }]);
    // Once the finish is answered the game says its play is over, naming the level won; the site shows the coins and what comes next.
    await expect.poll(() => over).toEqual([{ level: 1, completed: true }]);
    expect(await frameText('#end-heading')).toBe('Level 1 complete');
    expect(await frameText('#end-stars')).toBe('★★★');
    expect(await frameText('#reward-text')).toBe('');
    expect(await commands.readFrameAttribute('iframe[title="Levels"]', '#next-button', 'hidden')).not.toBeNull();
    expect(await commands.readFrameAttribute('iframe[title="Levels"]', '#again-button', 'hidden')).not.toBeNull();
    // The win unlocked level 2: that is the player's save now.
    await expect.poll(() => saves).toEqual([{ baseVersion: 0, data: { unlocked: 2 } }]);
  });

  it('lets the player choose every level their save unlocks, and no more: progress is never read from the URL', async () => {
    playPage('?level=1&unlocked=9', {
      onLoad: async () => ({ version: 4, data: { unlocked: 5 } }),
      onStartRun: async () => ({ runId: 'unused' }),
      onFinishRun: async () => ({ coins: '0', capped: false }),
    });
    await expect.poll(() => frameText('#level-select')).toBe('12345');
  });

  it('offers no level beyond what the site pays (`open`), whatever the save unlocked, and never lowers the save', async () => {
    let over = 0;
    const saves: unknown[] = [];
    const frame = playPage('?level=1&open=2', {
      onGameOver: () => (over += 1),
      // A visitor's play moved to the account on sign-in: levels the server never saw won.
      onLoad: async () => ({ version: 4, data: { unlocked: 6 } }),
      onSave: async (save) => {
        saves.push(save.data);
        return { version: save.baseVersion + 1, data: save.data };
      },
      onStartRun: async () => ({ runId: 'levels-run-open' }),
      onFinishRun: async () => ({ coins: '25', capped: false }),
    });
    // The save raised the list from the level started on, up to the level the site pays.
    await expect.poll(() => frameText('#level-select')).toBe('12');
    await focusStartButton(frame);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => frameText('#stats')).toBe('Moves 0 · Par 1');
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => over).toBe(1);
    // The save still holds level 6: the win of level 1 opens level 2, which it holds already.
    expect(saves).toEqual([]);
  });

  it('offers only the level it was started on when there is no save, whatever the URL says', async () => {
    let loaded = 0;
    playPage('?level=2&unlocked=9', {
      onLoad: async () => {
        loaded += 1;
        return null;
      },
      onStartRun: async () => ({ runId: 'unused' }),
      onFinishRun: async () => ({ coins: '0', capped: false }),
    });
    await expect.poll(() => loaded).toBe(1);
    await expect.poll(() => frameText('#start-button')).toBe('Start level 2');
    expect(await frameText('#level-select')).toBe('12');
  });

  it('says clearly when a level cannot start for lack of stamina, and starts nothing', async () => {
    const frame = playPage('?level=2', {
      onStartRun: async () => {
        throw new GameRunRefusal('not_enough_stamina', 'Not enough stamina.', { retryAfterSeconds: 300 });
      },
      onFinishRun: async () => ({ coins: '0', capped: false }),
    });
    await expect.poll(() => frameText('#start-button')).toBe('Start level 2');
    await focusStartButton(frame);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => frameText('#start-message')).toBe('Not enough stamina to start a level. It refills over time: try again in 5 min.');
  });

  it('finishes a level given up as not completed, with no score, and says its play is over', async () => {
    const claims: FinishRunClaim[] = [];
    const over: (GameOverInput | null)[] = [];
    const frame = playPage('?level=3', {
      onGameOver: (play) => over.push(play),
      onStartRun: async () => ({ runId: 'given-up' }),
      onFinishRun: async (claim) => {
        claims.push(claim);
        return { coins: '0', capped: false };
      },
    });
    await expect.poll(() => frameText('#start-button')).toBe('Start level 3');
    await focusStartButton(frame);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => frameText('#stats')).toBe('Moves 0 · Par 3');
    // From the board: the four slide buttons, Undo, Restart, then Give up.
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Tab}{Tab}{Tab}{Enter}');
    await expect.poll(() => claims).toEqual([{ runId: 'given-up', score: 0, level: 3, completed: false, moves: [] }]);
    expect(await frameText('#start-message')).toBe('Level given up.');
    await expect.poll(() => over).toEqual([{ level: 3, completed: false }]);
  });

  it('lets a visitor (runs refused signed_out) play a level, and says gameOver at its end, naming the level won, without a word about coins', async () => {
    const over: (GameOverInput | null)[] = [];
    const frame = playPage('?level=1', {
      onGameOver: (play) => over.push(play),
      onStartRun: async () => {
        throw new GameRunRefusal('signed_out', 'Sign in to play for coins.');
      },
      onFinishRun: async () => ({ coins: '0', capped: false }),
    });
    await expect.poll(() => frameText('#start-button')).toBe('Start level 1');
    await focusStartButton(frame);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => frameText('#stats')).toBe('Moves 0 · Par 1');
    await userEvent.keyboard('{ArrowRight}');
    // The site keeps the level a visitor completed from this (visitor-next-level.ts), beside the game's save.
    await expect.poll(() => over).toEqual([{ level: 1, completed: true }]);
    expect(await frameText('#end-heading')).toBe('Level 1 complete');
    expect(await frameText('#reward-text')).toBe('');
  });
  it('loaded in a frame the player is not in (a game loaded ahead of Play), leaves the focus on the page', async () => {
    const pageButton = document.createElement('button');
    pageButton.textContent = 'On the page';
    document.body.append(pageButton);
    pageButton.focus();
    try {
      let ready = 0;
      playPage('?level=1', {
        onReady: () => (ready += 1),
        onLoad: async () => null,
        onStartRun: () => Promise.reject(new Error('no run: the player never came in')),
        onFinishRun: () => Promise.reject(new Error('no run: the player never came in')),
      });
      await expect.poll(() => ready).toBe(1);
      await expect.poll(() => frameText('#start-button')).toBe('Start level 1');
      expect(document.activeElement).toBe(pageButton);
    } finally {
      pageButton.remove();
    }
  });
});
