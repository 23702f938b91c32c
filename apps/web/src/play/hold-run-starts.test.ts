import { describe, expect, it, vi } from 'vitest';
import { holdRunStarts } from './hold-run-starts.ts';

const started = { runId: 'run-1', stamina: { current: 90, max: 100 } };

function shownLater(): { shown: Promise<void>; show: () => void } {
  let show = (): void => undefined;
  const shown = new Promise<void>((resolve) => {
    show = resolve;
  });
  return { shown, show };
}

describe('holdRunStarts', () => {
  it('starts a run asked for before Play only once the stage is shown', async () => {
    const onStartRun = vi.fn(() => Promise.resolve(started));
    const { shown, show } = shownLater();
    const held = holdRunStarts({ onStartRun, onFinishRun: vi.fn() }, shown, new AbortController().signal);
    const answer = held.onStartRun({ requestId: 'a'.repeat(32) });
    await Promise.resolve();
    expect(onStartRun).not.toHaveBeenCalled();
    show();
    await expect(answer).resolves.toEqual(started);
    expect(onStartRun).toHaveBeenCalledWith({ requestId: 'a'.repeat(32) });
  });

  it('never starts a run asked for by a game that goes away before Play', async () => {
    const onStartRun = vi.fn(() => Promise.resolve(started));
    const frameGone = new AbortController();
    const { shown, show } = shownLater();
    const held = holdRunStarts({ onStartRun, onFinishRun: vi.fn() }, shown, frameGone.signal);
    const answer = held.onStartRun({});
    frameGone.abort(new Error('gone'));
    await expect(answer).rejects.toThrow('gone');
    show();
    await Promise.resolve();
    expect(onStartRun).not.toHaveBeenCalled();
  });

  it('starts at once once shown, and leaves finishing alone', async () => {
    const onStartRun = vi.fn(() => Promise.resolve(started));
    const onFinishRun = vi.fn();
    const held = holdRunStarts({ onStartRun, onFinishRun }, Promise.resolve(), new AbortController().signal);
    await expect(held.onStartRun({})).resolves.toEqual(started);
    expect(held.onFinishRun).toBe(onFinishRun);
  });
});
