#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report: printing is its job. */
// The game page as a signed-in player on a slow phone (issue 23's figures): the production build
// served by `vite preview` (its /api and /play by the game server's build on an in-memory
// database, with the local SMTP server for the account's link), Debian's headless Chromium as a
// 390×844 touch phone with the CPU slowed 4× (Emulation.setCPUThrottlingRate) and the network at
// 150 ms round trip and 1.6 Mbit/s (Network.emulateNetworkConditions), medians of five runs, each
// in a fresh browser context as a returning player: two visits first (not slowed, not timed) leave
// the site's service worker, its files and V8's code cache of them in the browser, then the page
// is opened from a blank tab; the game's files are not cached (the site loads them ahead of the
// tap itself; a sandboxed game frame does not share the page's cache anyway).
//
// - navigation to an interactive Play: from the start of the navigation to /games/levels to the
//   moment the Play button is in the page and enabled (React has rendered it, with its handler);
// - the game ready behind the page: from the start of the navigation to the game, loaded hidden
//   ahead of Play, saying it is ready (how long a player has to read the page for the next figure);
// - Play to the game's first screen: from the tap on Play to the first frame after the stage is
//   shown with a game that said it is ready (the site's loading screen gone, the game's start
//   panel shown); the tap comes once the page has been idle on the network and its game loaded
//   ahead is ready, so whatever the page fetches ahead of the tap is there;
// - the interaction to next paint of that tap (the Event Timing API's longest event of the tap);
// - the interaction to next paint of a tap on the board (issue 23's figure): Start level 1, then a
//   tap on the board below the player, which slides them down (a move, not the level's end),
//   timed by the Event Timing API inside the game's frame.
// An interaction under 16 ms has no Event Timing entry (its smallest threshold): it counts as 16.
//
// Goals: 1 s, 250 ms, 50 ms and 50 ms. A benchmark on a shared machine: it reports and never
// fails on a figure; it fails when the page cannot be measured.
//
//   node --import tsx scripts/game-page-timing.mjs [--dist=dist] [--runs=5]
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { csrfHeader } from '@site/api-contract/routes';
import { startTestSmtpServer } from '@site/testing/smtp';
import { freePort } from '../e2e/support/free-port.ts';
import { startGameServer } from '../e2e/support/game-server.ts';
import { startGamesHostServer } from '../e2e/support/games-host-server.ts';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const appRoot = join(import.meta.dirname, '..');
const runs = Number(option('runs', '5'));
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const network = { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (0.75 * 1_000_000) / 8 };
const goals = { navigationToPlay: 1000, playToGame: 250, playInp: 50, boardInp: 50 };
/** The smallest duration the Event Timing API reports: an interaction without an entry took less. */
const eventTimingFloor = 16;

/** A verified account with a session, made as a visitor makes one: register, then the mailed link. */
async function signedInSession(apiUrl, smtp) {
  const email = `bench-${Date.now()}@bench.test`;
  const headers = { 'content-type': 'application/json', [csrfHeader.name]: csrfHeader.value };
  const registered = await fetch(`${apiUrl}/api/auth/email/register`, { method: 'POST', headers, body: JSON.stringify({ email, password: `Bench ${String(Math.random()).slice(2)}` }) });
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const mail = await smtp.waitForMessage({ to: email });
  const token = mail.links.map((link) => new URL(link).searchParams.get('verify')).find((value) => value !== null);
  if (!token) throw new Error(`The verification mail has no ?verify= link: ${mail.text}`);
  const verified = await fetch(`${apiUrl}/api/auth/email/verify`, { method: 'POST', headers, body: JSON.stringify({ token }) });
  const sid = verified.headers.getSetCookie().map((header) => header.split(';')[0] ?? '').find((pair) => pair.startsWith('sid='));
  if (verified.status !== 200 || !sid) throw new Error(`verify answered ${verified.status} without a session: ${await verified.text()}`);
  return sid.slice('sid='.length);
}

/**
 * Runs in the page and in the game's frame before their own scripts: notes when Play is
 * interactive, when the game loaded ahead says it is ready, when the shown stage's game is ready
 * after the tap (and the frame after it), and the Event Timing entries of each interaction.
 */
function watchPage() {
  const marks = { playReady: null, preloadReady: null, tapAt: null, gameShown: null, events: [] };
  window.__gamePageMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) marks.events.push({ name: entry.name, duration: entry.duration, id: entry.interactionId, delay: Math.round(entry.processingStart - entry.startTime), processing: Math.round(entry.processingEnd - entry.processingStart), presentation: Math.round(entry.startTime + entry.duration - entry.processingEnd) });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  if (window !== window.top) return;
  addEventListener('pointerdown', (event) => (marks.tapAt ??= event.timeStamp), { capture: true });
  new MutationObserver(() => {
    const play = document.querySelector('.game-page__play');
    if (marks.playReady === null && play && !play.disabled) marks.playReady = performance.now();
    if (marks.preloadReady === null && document.querySelector('.game-stage--preloading iframe.game-stage__frame[data-ready="true"]')) marks.preloadReady = performance.now();
    const frame = document.querySelector('.game-stage:not(.game-stage--preloading) iframe.game-stage__frame[data-ready="true"]');
    if (marks.gameShown === null && frame && marks.tapAt !== null) {
      marks.gameShown = -1;
      requestAnimationFrame(() => setTimeout(() => (marks.gameShown = performance.now())));
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'data-ready', 'class'] });
}

/** The interaction ids `target` (the page or the game's frame) has Event Timing entries of. */
const interactionIds = (target) => target.evaluate(() => [...new Set(window.__gamePageMarks.events.map((entry) => entry.id))]);

/**
 * The interaction to next paint of the one interaction `target` had since `before` (its ids then):
 * its longest Event Timing entry, waited for until three frames after `shown` has resolved; 16
 * (the API's floor) when it had none, as an interaction under 16 ms has none.
 */
async function interactionSince(target, before) {
  await target.evaluate(() => new Promise((resolve) => {
    let frames = 0;
    const next = () => (frames++ < 3 ? requestAnimationFrame(next) : setTimeout(resolve, 50));
    requestAnimationFrame(next);
  }));
  const durations = await target.evaluate((seen) => window.__gamePageMarks.events.filter((entry) => !seen.includes(entry.id)).map((entry) => entry.duration), before);
  return durations.length === 0 ? eventTimingFloor : Math.max(...durations);
}

/** When Play was interactive, polled inside the page (Runtime.evaluate adds no script of Playwright's). */
async function untilPlayReady(cdp) {
  const expression = `new Promise((resolve) => { const check = () => (window.__gamePageMarks?.playReady ?? null) === null ? setTimeout(check, 50) : resolve(window.__gamePageMarks.playReady); check(); })`;
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true, timeout: 60_000 });
  if (exceptionDetails) throw new Error(`Play never became interactive: ${exceptionDetails.text}`);
  return result.value;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The game server lets only the site's own origin frame its games: the site's port is chosen first.
const sitePort = await freePort();
const url = new URL(`http://127.0.0.1:${sitePort}/games/levels`);
// The games are on their own origin (the game server's PLAY_ORIGIN), another port here.
const playPort = await freePort();
const smtp = await startTestSmtpServer();
const gameServer = await startGameServer({
  env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', PUBLIC_ORIGIN: url.origin, PLAY_ORIGIN: `http://127.0.0.1:${playPort}`, SMTP_URL: smtp.url, RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_IDENTITY: '1000000' },
});
const games = await startGamesHostServer({ port: playPort, apiTarget: gameServer.url });
process.env.API_URL = gameServer.url;
const server = await preview({ root: appRoot, logLevel: 'silent', build: { outDir: join(appRoot, option('dist', 'dist')) }, preview: { port: sitePort, strictPort: true, host: '127.0.0.1' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // As on a phone, where Chrome isolates fewer sites: the game's sandboxed frame (same site as the
  // page) runs in the page's process, so the CPU and network throttling below apply to it too.
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-features=IsolateSandboxedIframes'],
});

const loadAtStart = loadavg();
const samples = { navigationToPlay: [], preloadReady: [], playToGame: [], playInp: [], boardInp: [] };
try {
  const sid = await signedInSession(gameServer.url, smtp);
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ ...phone });
    await context.addCookies([{ name: 'sid', value: sid, url: url.origin, httpOnly: true, sameSite: 'Lax' }]);
    await context.addInitScript(watchPage);
    const page = await context.newPage();
    // A returning player: two visits first (not slowed, not timed) leave the site's service worker,
    // its files and the code the browser compiled of them (V8 keeps it from the second run of a
    // script on), as a player who has been here before has them. Then the page is opened from a
    // blank tab: the teardown of the page before is not the game page's.
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(url.href);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForLoadState('networkidle');
    }
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url.href, { waitUntil: 'commit' });
    // Waited for in the page's own world: Playwright's waits put their scripts in the page, work
    // that no phone does while the page starts.
    const navigationToPlay = await untilPlayReady(cdp);
    const play = page.locator('.game-page__play');
    // A player reads the page before tapping: the tap comes once the page has stopped fetching
    // and the game it loads ahead is ready (a build that loads none: 5 s after Play was
    // interactive; at most 30 s).
    await page.waitForLoadState('networkidle');
    await page
      .waitForFunction(
        () => {
          const { preloadReady, playReady } = window.__gamePageMarks;
          return preloadReady !== null || (document.querySelector('.game-stage--preloading') === null && performance.now() - playReady > 5000);
        },
        null,
        { timeout: 30_000, polling: 100 },
      )
      .catch(() => undefined);
    const playBefore = await interactionIds(page);
    await play.tap();
    await page.waitForFunction(() => (window.__gamePageMarks.gameShown ?? -1) > 0, null, { timeout: 30_000 });
    const marks = await page.evaluate(() => window.__gamePageMarks);
    samples.navigationToPlay.push(navigationToPlay);
    if (marks.preloadReady !== null) samples.preloadReady.push(marks.preloadReady);
    samples.playToGame.push(marks.gameShown - marks.tapAt);
    samples.playInp.push(await interactionSince(page, playBefore));

    // A tap on the board: level 1 started, then a tap below the player (a slide down, not the exit).
    const game = page.frameLocator('.game-stage:not(.game-stage--preloading) iframe.game-stage__frame');
    const startText = await game.locator('#start-button').textContent();
    if (startText !== 'Start level 1') throw new Error(`The game's first screen shows ${startText}`);
    await game.locator('#start-button').tap();
    await game.locator('#stats').filter({ hasText: /^Moves 0 ·/ }).waitFor();
    const frame = await (await page.locator('.game-stage:not(.game-stage--preloading) iframe.game-stage__frame').elementHandle())?.contentFrame();
    if (!frame) throw new Error("The game's frame is not in the page");
    const boardBefore = await interactionIds(frame);
    await game.locator('#board [data-row="3"][data-column="1"]').first().tap();
    await game.locator('#stats').filter({ hasText: /^Moves 1 ·/ }).waitFor();
    samples.boardInp.push(await interactionSince(frame, boardBefore));
    await context.close();
  }
  const row = (name, values, goal) => ({ measure: name, median: `${Math.round(median(values))} ms`, goal: `${goal} ms`, met: median(values) <= goal ? 'yes' : 'NO', runs: values.map((value) => Math.round(value)).join(', ') });
  const load = (averages) => averages.map((value) => value.toFixed(2)).join(', ');
  console.log(`The game page (/games/levels) signed in, as a phone: 4× CPU, 150 ms RTT, 1.6 Mbit/s, 390×844 touch; returning player, median of ${runs} (production build, ${url.origin}).`);
  console.log(`The machine's load average (1, 5, 15 min): ${load(loadAtStart)} at the start, ${load(loadavg())} at the end.`);
  console.table([
    row('navigation to an interactive Play', samples.navigationToPlay, goals.navigationToPlay),
    ...(samples.preloadReady.length === 0 ? [] : [{ ...row('navigation to the game ready behind the page', samples.preloadReady, Number.NaN), goal: '-', met: '-' }]),
    row('tap on Play to the game shown', samples.playToGame, goals.playToGame),
    row('INP of the Play tap', samples.playInp, goals.playInp),
    row('INP of a tap on the board', samples.boardInp, goals.boardInp),
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  await games.close();
  await gameServer.close();
  await smtp.close();
}
