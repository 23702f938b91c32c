import type { InspectionReport } from '@site/api-contract';
import type { Frame, Page } from 'playwright-core';

export type ScriptedPlay = NonNullable<InspectionReport['runs'][number]['scriptedPlay']>;

/**
 * Run in every frame before its own scripts (an init script is not subject to the page's CSP):
 * counts the sounds the frame starts, Web Audio sources and unmuted media elements, so the
 * scripted player can tell whether a game went on making sound after the site turned it off.
 */
export const soundCounterScript = `(() => {
  let started = 0;
  const counted = (proto, name, counts) => {
    const original = proto && proto[name];
    if (typeof original !== 'function') return;
    proto[name] = function (...args) { if (counts(this)) started += 1; return original.apply(this, args); };
  };
  counted(globalThis.AudioScheduledSourceNode && AudioScheduledSourceNode.prototype, 'start', () => true);
  counted(globalThis.HTMLMediaElement && HTMLMediaElement.prototype, 'play', (element) => !element.muted && element.volume > 0);
  Object.defineProperty(globalThis, '__inspectorSoundsStarted', { get: () => started });
})()`;

/** The game's SDK messages as the host page saw them, in order, with a way to wait for the next ones. */
export class SdkMessageLog {
  readonly types: string[] = [];
  private readonly waiters = new Set<() => void>();

  add(type: string): void {
    if (this.types.length < 1_000) this.types.push(type);
    for (const wake of this.waiters) wake();
  }

  /** Whether `type` came at or after position `from`, waiting up to `milliseconds` for it. */
  async waitFor(type: string, from: number, milliseconds: number): Promise<boolean> {
    const seen = (): boolean => this.types.indexOf(type, from) !== -1;
    if (seen()) return true;
    return new Promise((resolve) => {
      const done = (result: boolean): void => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(result);
      };
      const check = (): void => {
        if (seen()) done(true);
      };
      const timer = setTimeout(() => { done(false); }, milliseconds);
      this.waiters.add(check);
    });
  }

  /** Playing now: the last of the game's `gameplayStart` and `gameplayStop` was a start. */
  playing(): boolean {
    return this.types.lastIndexOf('gameplayStart') > this.types.lastIndexOf('gameplayStop');
  }
}

/** How long the scripted player waits for each answer of the game. */
const answerMs = 1_000;
/** How long a started run may take to be finished while the player keeps pressing (the SDK README, "Its run is short"). */
export const scriptedRunMs = 3_000;

/**
 * The inspector's scripted player, after the game said it was ready: it clicks the game's middle
 * and presses Space and Enter (a run starts where the game allows), then, for a game speaking
 * protocol version 2, pauses and resumes it and turns its sound off, and records whether it
 * obeyed: `gameplayStop` on pause and `gameplayStart` on resume while playing, no sound started
 * after sound went off. Every step is bounded; a game that hangs makes it end early.
 */
export async function playScripted(page: Page, gameFrame: Frame | undefined, log: SdkMessageLog, size: { width: number; height: number }, limit: <T>(work: Promise<T>) => Promise<T | null>): Promise<ScriptedPlay> {
  const press = async (): Promise<void> => {
    await limit(page.mouse.click(size.width / 2, size.height / 2));
    await limit(page.keyboard.press('Space'));
    await limit(page.keyboard.press('Enter'));
  };
  const start = log.types.length;
  await press();
  const runStarted = await log.waitFor('startRun', start, answerMs);
  let runFinished = false;
  if (runStarted) {
    runFinished = await log.waitFor('finishRun', start, scriptedRunMs / 2);
    if (!runFinished) {
      await press();
      runFinished = await log.waitFor('finishRun', start, scriptedRunMs / 2);
    }
  }
  if (!log.types.includes('gameReady')) return { runStarted, runFinished, pause: 'not_asked', audio: 'not_asked' };

  const host = (call: string) => limit(page.evaluate(`window.inspectorHost.${call}`));
  let pause: ScriptedPlay['pause'] = 'not_asked';
  if (log.playing()) {
    const paused = log.types.length;
    await host('setPaused(true)');
    const stopped = await log.waitFor('gameplayStop', paused, answerMs);
    const resumed = log.types.length;
    await host('setPaused(false)');
    const restarted = await log.waitFor('gameplayStart', resumed, answerMs);
    pause = stopped && restarted ? 'obeyed' : 'ignored';
  }

  const soundsStarted = async (): Promise<number | null> => limit(gameFrame?.evaluate<number>('globalThis.__inspectorSoundsStarted ?? 0') ?? Promise.resolve(null));
  await host('setAudio(false)');
  // Counted from a moment after the game has had the message: a sound it started while the message
  // was on its way is not disobedience (a flake in CI, both ways).
  await new Promise((resolve) => setTimeout(resolve, 300).unref());
  const before = await soundsStarted();
  await new Promise((resolve) => setTimeout(resolve, answerMs).unref());
  const after = await soundsStarted();
  await host('setAudio(true)');
  const audio: ScriptedPlay['audio'] = before === null || after === null ? 'not_asked' : after > before ? 'ignored' : before > 0 ? 'obeyed' : 'not_asked';
  return { runStarted, runFinished, pause, audio };
}
