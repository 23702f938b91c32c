#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report: printing is its job. */
// Timings of the production build in headless Chromium (Debian's, see tooling/testing/chromium.ts),
// its /api answered by the game server's build on an in-memory database, unthrottled: on `/`, the
// first contentful paint (index.html's home preview) and the moment the live home page has replaced
// it; on /wallet-login, the frame showing the wallet's connect modal, which that page opens on
// arrival (its first code is the wallet stack). Median of several cold loads; timings on a shared 2-core
// machine are noisy, so this reports and never fails. `--phone`: `/` alone, on the benches' slow
// phone (scripts/phone.mjs: 4× CPU, 150 ms round trip, 1.6 Mbit/s), a fresh profile each run;
// `--runs=N` (5 unless given).
//
//   node --import tsx scripts/first-paint-timing.mjs [--dist=dist] [--phone] [--runs=5]
import { chromium } from '@playwright/test';
import { join, resolve } from 'node:path';
import { preview } from 'vite';
import { startGameServer } from '../e2e/support/game-server.ts';
import { assertPlaywrightBrowserQuiet, benchBrowserOptions } from './bench-browser.mjs';
import { inPage } from './in-page.mjs';
import { phone, phoneCpuSlowdown, phoneNetwork } from './phone.mjs';

const onPhone = process.argv.includes('--phone');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? '5');
const appRoot = join(import.meta.dirname, '..');
const distDir = process.argv.find((arg) => arg.startsWith('--dist='))?.slice(7) ?? 'dist';
const gameServer = await startGameServer({ env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn' } });
process.env.API_URL = gameServer.url;
const server = await preview({ root: appRoot, logLevel: 'silent', build: { outDir: resolve(appRoot, distDir) }, preview: { port: 0, strictPort: false, host: '127.0.0.1' } });
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
const browser = await chromium.launch(benchBrowserOptions());

/** Notes, in the page before its scripts, when the live home page has replaced index.html's preview (`window.__liveHome`, a promise of that time). */
function watchHomeTakeover() {
  window.__liveHome = new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('.home-preview') !== null || document.querySelector('main h1') === null) return;
      observer.disconnect();
      resolve(performance.now());
    }).observe(document, { subtree: true, childList: true });
  });
}

/** Notes the frame after the wallet's connect modal is open in the page (`window.__connectModal`, a promise of that time). */
function watchConnectModal() {
  window.__connectModal = new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('dialog[open]') === null) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now()));
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

/** The first contentful paint's time, once there is one. */
const firstContentfulPaint = `new Promise((resolve) => {
  new PerformanceObserver((list, observer) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (!paint) return;
    observer.disconnect();
    resolve(paint.startTime);
  }).observe({ type: 'paint', buffered: true });
})`;

const samples = onPhone ? { firstContentfulPaint: [], liveHomePage: [] } : { firstContentfulPaint: [], liveHomePage: [], connectModalShown: [] };
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ serviceWorkers: 'block', ...(onPhone ? phone : {}) });
    const home = await context.newPage();
    await home.addInitScript(watchHomeTakeover);
    const homeSession = await context.newCDPSession(home);
    if (onPhone) {
      await homeSession.send('Network.enable');
      await homeSession.send('Network.emulateNetworkConditions', phoneNetwork);
      await homeSession.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
    }
    await home.goto(url, { waitUntil: 'commit' });
    const liveAt = await inPage(homeSession, 'window.__liveHome', 'The live home page');
    const fcp = await inPage(homeSession, firstContentfulPaint, "The home page's first contentful paint");
    await home.close();
    if (onPhone) {
      samples.firstContentfulPaint.push(fcp);
      samples.liveHomePage.push(liveAt);
      await context.close();
      continue;
    }

    // /wallet-login opens the wallet's connect modal on arrival: the wallet stack is its first code.
    const wallet = await context.newPage();
    await wallet.addInitScript(watchConnectModal);
    const walletSession = await context.newCDPSession(wallet);
    await wallet.goto(new URL('/wallet-login', url).href, { waitUntil: 'commit' });
    const modalAt = await inPage(walletSession, 'window.__connectModal', "The wallet's connect modal");
    // The modal is the wallet's own: named as a player reads it.
    await wallet.getByRole('dialog', { name: 'Connect a wallet' }).waitFor();
    samples.firstContentfulPaint.push(fcp);
    samples.liveHomePage.push(liveAt);
    samples.connectModalShown.push(modalAt);
    await assertPlaywrightBrowserQuiet(browser);
    await context.close();
  }
} finally {
  await browser.close();
  await new Promise((done) => server.httpServer.close(done));
  await gameServer.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  onPhone
    ? `On the benches' phone (4× CPU, 150 ms round trip, 1.6 Mbit/s), ${distDir}: / (first contentful paint, the live home page), a fresh profile each run.`
    : `Unthrottled, ${distDir}: / (first contentful paint, the live home page) and /wallet-login (the connect modal shown on arrival).`,
);
console.table(
  Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, { median: `${median(values).toFixed(0)} ms`, runs: values.map((value) => value.toFixed(0)).join(', ') }])),
);
