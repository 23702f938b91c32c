import { describe, expect, it } from 'vitest';
import { openChannel } from './open-channel.ts';

/** A game's window inside a frame: what it posts to its parent is kept, and no answer ever comes. */
function framedWindow() {
  const posted: { type: string; id: string }[] = [];
  const parent = { postMessage: (message: { type: string; id: string }) => posted.push(message) };
  const self = { parent, addEventListener: () => undefined, removeEventListener: () => undefined };
  return { posted, window: self as unknown as Window };
}

describe('a game client’s requests', () => {
  it('are posted once the code that asked has returned, in the order asked', async () => {
    const { posted, window } = framedWindow();
    const channel = openChannel({ window, timeoutMs: 60_000 }, 2);
    void channel.request('gameReady', {}).catch(() => undefined);
    void channel.request('load', {}).catch(() => undefined);
    // Still in the code that asked (a game's script at its top level): nothing has gone yet.
    expect(posted).toEqual([]);
    await Promise.resolve();
    expect(posted.map((message) => [message.type, message.id])).toEqual([
      ['gameReady', 'r1'],
      ['load', 'r2'],
    ]);
    channel.destroy();
  });

  it('are not posted when the client is destroyed before they go, and reject with no_host', async () => {
    const { posted, window } = framedWindow();
    const channel = openChannel({ window, timeoutMs: 60_000 }, 2);
    const asked = channel.request('gameReady', {});
    channel.destroy();
    await expect(asked).rejects.toMatchObject({ code: 'no_host' });
    expect(posted).toEqual([]);
  });
});
