/** What the probe measured between `start()` and `stop()`, in milliseconds. */
export interface FrameSamples {
  /** Main-thread time of each frame: key handlers since the last frame, then its rendering update. */
  frameWork: number[];
  /** Time between the starts of consecutive frames (a vsync interval, or more when frames are dropped). */
  frameIntervals: number[];
  /** Durations of 'long-animation-frame' entries (frames over 50 ms), or null where unsupported. */
  longAnimationFrames: number[] | null;
}

export interface FrameProbe {
  start(): void;
  /** Stops after one more frame has been rendered and measured. */
  stop(): Promise<FrameSamples>;
}

declare global {
  interface Window {
    levelsFrameProbe?: FrameProbe;
  }
}

/**
 * Runs in the page before its own scripts (Playwright's `addInitScript`, so it is serialized: it
 * must use nothing from outside its body). rAF deltas cannot be held to a 16 ms budget (at 60 Hz
 * every frame is 16.7 ms apart however little it costs), so this measures each frame's work: from
 * its requestAnimationFrame callback to a task queued there, which runs once style, layout and
 * paint are done, plus the keydown handlers that ran since the previous frame.
 */
export function installFrameProbe(): void {
  let recording = false;
  let stopping: ((samples: FrameSamples) => void) | null = null;
  let samples: FrameSamples = { frameWork: [], frameIntervals: [], longAnimationFrames: null };
  const longFramesSupported = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');

  let inputMs = 0;
  let inputStartedAt = 0;
  addEventListener('keydown', () => (inputStartedAt = performance.now()), { capture: true });
  addEventListener('keydown', () => (inputMs += performance.now() - inputStartedAt));

  let frameStartedAt = 0;
  let previousFrameTime = 0;
  const afterRendering = new MessageChannel();
  afterRendering.port1.onmessage = () => {
    if (recording) samples.frameWork.push(inputMs + performance.now() - frameStartedAt);
    inputMs = 0;
    if (stopping) {
      recording = false;
      stopping(samples);
      stopping = null;
    }
  };
  const onFrame = (time: number) => {
    frameStartedAt = performance.now();
    if (recording && previousFrameTime > 0) samples.frameIntervals.push(time - previousFrameTime);
    previousFrameTime = time;
    afterRendering.port2.postMessage(null);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);

  if (longFramesSupported) {
    new PerformanceObserver((list) => {
      if (recording) for (const entry of list.getEntries()) samples.longAnimationFrames?.push(entry.duration);
    }).observe({ type: 'long-animation-frame' });
  }

  window.levelsFrameProbe = {
    start() {
      samples = { frameWork: [], frameIntervals: [], longAnimationFrames: longFramesSupported ? [] : null };
      inputMs = 0;
      previousFrameTime = 0;
      recording = true;
    },
    stop: () => new Promise<FrameSamples>((resolve) => (stopping = resolve)),
  };
}

/**
 * Runs in the page: resolves once the stats line shows `moves` moves and every animation it set
 * off (the player's slide) has finished or been cancelled. Waits on the DOM, never on a timer.
 */
export function waitForMoveShown(moves: number): Promise<void> {
  const stats = document.getElementById('stats');
  if (!stats) return Promise.reject(new Error('The page has no #stats line.'));
  const shown = () => stats.textContent.startsWith(`Moves ${moves} `);
  const settled = () => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))).then(() => undefined);
  if (shown()) return settled();
  return new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(settled());
    });
    observer.observe(stats, { childList: true, characterData: true, subtree: true });
  });
}
