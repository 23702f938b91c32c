#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report: printing is its job. */
// What a tap costs on this machine before any site's code: the interaction to next paint (INP) of
// the slow phone's tap (scripts/phone.mjs: 4× CPU, 390×844 at 3× density, Debian's headless
// Chromium) on a page of a few paragraphs and one button whose click handler does one thing:
//
// - a small change: the button's colour (as a tap on a game's board changes a few cells);
// - a full-screen layer shown that was laid out ahead, hidden (`visibility`), as the game's stage
//   loaded ahead of Play is shown;
// - a full-screen layer shown from `display: none`, as a stage made at the tap;
// - a full-screen layer shown from `opacity: 0` on a layer of its own (`will-change: opacity`).
//
// Nothing else runs in the page, so these are the floor under the game page's INP figures
// (scripts/game-page-timing.mjs): the tap's delivery, the compatibility mouse events and the
// paint and raster of the change, in software here (a phone has a GPU). Each run in a fresh
// context, the kinds alternated; medians of `--runs` (9).
//
//   node scripts/tap-floor.mjs [--runs=9]
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { assertPlaywrightBrowserQuiet } from './bench-browser.mjs';
import { inPage } from './in-page.mjs';
import { phone, phoneBrowserOptions, phoneCpuSlowdown, touch } from './phone.mjs';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(option('runs', '9'));

/** Each tap: the full-screen layer's style before and after the click, or what else the click does (the layer staying out of the way). */
const kinds = {
  'a small change (the button\'s colour)': { hidden: 'display: none', shown: 'display: none', onClick: "button.style.background = '#b91c1c'" },
  'a full-screen layer laid out ahead, hidden (visibility)': { hidden: 'visibility: hidden', shown: 'visibility: visible' },
  'a full-screen layer from display: none': { hidden: 'display: none', shown: 'display: flex' },
  'a full-screen layer from opacity: 0 (a layer of its own)': { hidden: 'opacity: 0; will-change: opacity; pointer-events: none', shown: 'opacity: 1; pointer-events: auto' },
};

function pageOf({ hidden, shown, onClick = "layer.classList.add('shown')" }) {
  const paragraph = '<p>A game of twenty levels: slide to the exit before the moves run out. Each level pays game coins, and a streak of days pays more.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tap floor</title><style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f7f5f0; color: #1f2328; }
header { padding: 12px 16px; background: #fff; border-bottom: 1px solid #d0d7de; font-weight: 600; }
main { padding: 0 16px; }
button { font: inherit; font-size: 18px; padding: 12px 32px; border: 0; border-radius: 12px; background: #1d4ed8; color: #fff; }
.layer { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 16px; background: #10151c; color: #f0f3f6; ${hidden} }
.layer.shown { ${shown} }
</style></head><body><header>Levels</header><main>${paragraph.repeat(5)}<button type="button">Play</button>${paragraph.repeat(3)}</main>
<div class="layer"><p>Loading the game… 40%</p><button type="button">Back</button></div>
<script>
const button = document.querySelector('main button');
const layer = document.querySelector('.layer');
button.addEventListener('click', () => { ${onClick}; });
</script></body></html>`;
}

/** Records the page's interactions (Event Timing) and resolves `window.__tapped` at the click's first frame after. */
function watchTaps() {
  const events = [];
  window.__tapEvents = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) events.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Resolves with what the tap clicked, a frame and a task after the click.
  window.__clicked = new Promise((resolve) => {
    addEventListener('click', (event) => requestAnimationFrame(() => setTimeout(() => resolve(event.target instanceof Element ? event.target.textContent : null))), { once: true });
  });
}

const pages = Object.values(kinds).map(pageOf);
const server = createServer((request, response) => {
  const page = pages[Number(new URL(request.url ?? '/', 'http://x').searchParams.get('kind'))];
  response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(page ?? '');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${String(server.address().port)}`;
const browser = await chromium.launch(phoneBrowserOptions);
const loadAtStart = loadavg();
const samples = Object.keys(kinds).map(() => []);
try {
  for (let run = 0; run < runs; run += 1) {
    for (let index = 0; index < pages.length; index += 1) {
      const context = await browser.newContext(phone);
      await context.addInitScript(watchTaps);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${origin}/?kind=${String(index)}`, { waitUntil: 'load' });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
      // Two frames and an idle moment after load: the tap meets a page at rest.
      await inPage(cdp, 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve))))', 'The page did not settle');
      const box = await inPage(cdp, "(() => { const r = document.querySelector('main button').getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()", 'No button');
      await touch(cdp, box);
      const clicked = await inPage(cdp, 'window.__clicked', 'The tap did not click');
      if (clicked !== 'Play') throw new Error(`The tap meant for Play clicked ${String(clicked)}`);
      // The Event Timing entry comes with the frame's presentation: wait a frame more for it.
      await inPage(cdp, 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))', 'No frame after the tap');
      const durations = await inPage(cdp, 'window.__tapEvents', 'No interactions');
      // Under 16 ms an interaction has no entry (the API's smallest threshold): it counts as 16.
      samples[index].push(Math.max(16, ...durations));
      await assertPlaywrightBrowserQuiet(browser);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = (averages) => averages.map((value) => value.toFixed(2)).join(', ');
console.log(`INP of one tap on a page that does one thing, as the game page's phone (4× CPU, 390×844 at 3×); median of ${String(runs)}. Load (1, 5, 15 min): ${load(loadAtStart)} at the start, ${load(loadavg())} at the end.`);
console.table(Object.keys(kinds).map((kind, index) => ({ tap: kind, 'INP median': `${String(median(samples[index]))} ms`, runs: samples[index].join(', ') })));
