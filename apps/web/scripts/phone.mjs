import { benchBrowserOptions } from './bench-browser.mjs';

/**
 * The slow phone the benches measure on (scripts/game-page-timing.mjs, scripts/tap-floor.mjs): a
 * 390×844 touch screen at 3× density, its CPU 4× slower than this machine's, its network at 150 ms
 * round trip and 1.6 Mbit/s, in Debian's headless Chromium.
 */
export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
export const phoneCpuSlowdown = 4;
export const phoneNetwork = { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (0.75 * 1_000_000) / 8 };

/**
 * The phone's browser (scripts/bench-browser.mjs). As on a phone, where Chrome isolates fewer sites, a
 * game's sandboxed frame (same site as the page) runs in the page's process, so the CPU and network
 * throttling apply to it too.
 */
export const phoneBrowserOptions = benchBrowserOptions(['IsolateSandboxedIframes']);

/**
 * A phone's tap at `point` (the viewport's CSS pixels), sent as the touchscreen sends it
 * (`Input.dispatchTouchEvent`). Playwright's own tap checks its target from listeners it adds to
 * the page's pointer, touch and click events, which would run at 4× CPU inside the very
 * interaction whose INP is measured, and waits for the target to stand still first.
 */
export async function touch(cdp, point) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
