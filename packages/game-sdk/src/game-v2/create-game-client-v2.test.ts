import { describe, expect, it } from 'vitest';
import { createGameClientV2 } from './create-game-client-v2.ts';

/** A game's window inside a frame: what it posts to its parent is kept, and no answer ever comes. */
function framedWindow() {
  const posted: Record<string, unknown>[] = [];
  const parent = { postMessage: (message: Record<string, unknown>) => posted.push(message) };
  const self = { parent, addEventListener: () => undefined, removeEventListener: () => undefined };
  return { posted, window: self as unknown as Window };
}

describe("a version-2 game's gameOver", () => {
  it('sends the level played and whether it was completed when the game names them, and nothing more when it does not', async () => {
    const { posted, window } = framedWindow();
    const client = createGameClientV2({ window, timeoutMs: 60_000 });
    void client.gameOver({ level: 3, completed: true }).catch(() => undefined);
    void client.gameOver().catch(() => undefined);
    await Promise.resolve();
    await Promise.resolve();
    const { protocol: _protocol, version: _version, id: _id, ...withLevel } = posted[0] ?? {};
    const { protocol: _p, version: _v, id: _i, ...without } = posted[1] ?? {};
    expect(withLevel).toEqual({ type: 'gameOver', level: 3, completed: true });
    expect(without).toEqual({ type: 'gameOver' });
    client.destroy();
  });

  it.each([
    ['a level of 0', { level: 0, completed: true }, 'level must be a whole number from 1 to 10000'],
    ['a fractional level', { level: 2.5, completed: true }, 'level must be a whole number from 1 to 10000'],
    ['no completed', { level: 2 }, 'completed must be true or false'],
    ['a number', 3, 'gameOver takes { level, completed }, or nothing'],
    ['null', null, 'gameOver takes { level, completed }, or nothing'],
  ])('rejects %s with invalid_argument and sends nothing', async (_name, play, message) => {
    const { posted, window } = framedWindow();
    const client = createGameClientV2({ window, timeoutMs: 60_000 });
    await expect(client.gameOver(play as never)).rejects.toMatchObject({ code: 'invalid_argument', message });
    await Promise.resolve();
    expect(posted).toEqual([]);
    client.destroy();
  });
});
