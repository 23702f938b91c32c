#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report: printing is its job. */
// The game page as a signed-in player on a slow phone (issues 23 and 37): the production build
// served by `vite preview` (its /api and /play by the game server's build on an in-memory
// database, with the local SMTP server for the account's link), Debian's headless Chromium as a
// 390×844 touch phone with the CPU slowed 4× (Emulation.setCPUThrottlingRate) and the network at
// 150 ms round trip and 1.6 Mbit/s (Network.emulateNetworkConditions), medians of five runs, each
// in a fresh browser context, in three visits (docs/web/benchmarks.md#the-game-pages-two-visits):
//
// - the first visit: a fresh profile (no service worker, nothing cached, no compiled code), the
//   same slowdown from the navigation on, and Play tapped the moment it is interactive: the player
//   who arrives from a shared link or an invite (signed in, as a Telegram player is, so that Play
//   opens the game); with the session's cookie, the flag the site keeps beside it while signed in
//   (`site.signedIn`, which lets index.html ask for the player's progress with the session);
// - the first visit read first (`first-read`): the same, but Play tapped 2 s after it works, as a
//   player who reads the page's title and rows first taps it;
// - the return visit: two visits first (not slowed, not timed) leave the site's service worker,
//   its files and V8's code cache of them in the browser, then the page is opened from a blank
//   tab, and Play is tapped once the page has been idle on the network and its game loaded ahead
//   is ready. The game's files are not cached (a sandboxed game frame does not share the page's
//   cache).
//
// Figures:
// - navigation to an interactive Play: from the start of the navigation to /games/levels to the
//   moment the Play button is in the page and enabled: the one index.html paints once the early
//   reads are in (src/play/painted-play.ts: its tap is kept and done by the live page), else
//   React's;
// - blocking time before Play: the long tasks' time over 50 ms each until then (Total Blocking
//   Time's measure, as the page's own Long Tasks API sees it);
// - the game ready behind the page (return visit): from the start of the navigation to the game,
//   loaded hidden ahead of Play, saying it is ready;
// - Play to the game's first screen: from the tap on Play to the first frame after the stage is
//   shown with a game that said it is ready (the site's loading screen gone, the game's start
//   panel shown);
// - first visit: how long after Play was interactive the tap came (the bench's own round trips),
//   and the navigation to the game's first screen (the
//   figure that delay does not move: what a player who taps at once waits in all);
// - the interaction to next paint of that tap (the Event Timing API's longest event of the tap);
// - the interaction to next paint of a tap on the board (issue 23's figure, return visit): Start
//   level 1, then a tap on the board below the player, which slides them down, timed by the Event
//   Timing API inside the game's frame.
// An interaction under 16 ms has no Event Timing entry (its smallest threshold): it counts as 16.
//
// `--baseline=<dist>` measures a second build (say main's, built into another folder) in the same
// run, each of its runs beside one of this build's, alternating which goes first, with its own
// servers: on a shared machine only figures taken in the same minutes compare. With
// `--baseline-api=<checkout>/apps/api/dist/main.js` its game server is that checkout's build too,
// with that checkout's Levels (a change to the game or the server is measured against main's).
// `--timeline` prints each first visit's requests, long tasks and paints, page and game frame;
// `--trace=<file>` keeps Chromium's trace of them, `--trace-return=<file>` of the return visits. The bench waits and reads in the page through
// the DevTools protocol, never with Playwright's waits (`inPage`): their scripts ran on the main
// thread the page and the game's frame share, inside the times measured.
//
// Goals (issue 37): first visit 1 s, 300 ms, 50 ms; return visit 1 s, 250 ms, 50 ms and 50 ms. A
// benchmark on a shared machine: it reports and never fails on a figure; it fails when the page
// cannot be measured.
//
//   node --import tsx scripts/game-page-timing.mjs [--dist=dist] [--baseline=<dist>] [--baseline-api=<main.js>] [--runs=5] [--visits=first,first-read,return] [--timeline] [--trace=<file>] [--trace-return=<file>] [--trace-categories=<a,b>]
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { preview } from 'vite';
import { csrfHeader } from '@site/api-contract/routes';
import { startTestSmtpServer } from '@site/testing/smtp';
import { freePort } from '../e2e/support/free-port.ts';
import { startGameServer } from '../e2e/support/game-server.ts';
import { startGamesHostServer } from '../e2e/support/games-host-server.ts';
import { assertPlaywrightBrowserQuiet } from './bench-browser.mjs';
import { inPage } from './in-page.mjs';
import { phone, phoneBrowserOptions, phoneCpuSlowdown, phoneNetwork, touch } from './phone.mjs';
import { mainThreadBusy } from './trace-busy.mjs';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const appRoot = resolve(import.meta.dirname, '..');
const runs = Number(option('runs', '5'));
/**
 * `--trace=<file>`: Chromium's trace of the first visits (the last run's kept), for DevTools'
 * Performance panel, and from it the main thread's tasks between the tap and the game shown (their
 * time and the longest: scripts/trace-busy.mjs). Tracing adds its own work: compare traced runs
 * only with traced runs.
 */
const tracePath = option('trace', '');
/** `--trace-return=<file>`: the same for the return visits, from their slowed navigation on. */
const returnTracePath = option('trace-return', '');
/**
 * `--trace-categories=<a,b>`: Chromium's trace categories added to the traced runs', to ask a
 * question the timeline alone cannot answer: `disabled-by-default-v8.compile` (V8 compiling a
 * function again to collect its source positions), `fonts` (each new strike's font lookup),
 * `disabled-by-default-devtools.timeline.invalidationTracking` (what restyled what).
 */
const extraTraceCategories = option('trace-categories', '').split(',').filter((category) => category !== '');
const traceCategories = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading', 'blink.user_timing', ...extraTraceCategories];
const goals = {
  first: { navigationToPlay: 1000, playToGame: 300, playInp: 50 },
  'first-read': {},
  return: { navigationToPlay: 1000, playToGame: 250, playInp: 50, boardInp: 50 },
};
const visits = option('visits', 'first,first-read,return').split(',');
for (const visit of visits) if (!(visit in goals)) throw new Error(`--visits names ${visit}: the visits are ${Object.keys(goals).join(', ')}`);
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
 * after the tap (and the frame after it), and the Event Timing entries of each interaction. In the
 * page, `window.__gamePageWhen` holds a promise for each moment the bench waits for (Play
 * interactive, the tap, the game shown), so that it waits without polling (see `inPage`).
 */
function watchPage() {
  const marks = { playReady: null, frameMade: null, preloadReady: null, tapAt: null, tapTarget: null, gameShown: null, events: [], blockingBeforePlay: 0 };
  window.__gamePageMarks = marks;
  const reached = {};
  const when = (moment) => new Promise((resolve) => (reached[moment] = resolve));
  window.__gamePageWhen = { playReady: when('playReady'), tapped: when('tapped'), gameShown: when('gameShown') };
  if (window === window.top) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (marks.playReady === null || entry.startTime < marks.playReady) marks.blockingBeforePlay += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) marks.events.push({ name: entry.name, duration: entry.duration, id: entry.interactionId, delay: Math.round(entry.processingStart - entry.startTime), processing: Math.round(entry.processingEnd - entry.processingStart), presentation: Math.round(entry.startTime + entry.duration - entry.processingEnd) });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  if (window !== window.top) return;
  addEventListener(
    'pointerdown',
    (event) => {
      marks.tapAt ??= event.timeStamp;
      marks.tapTarget ??= event.target instanceof Element ? event.target.outerHTML.slice(0, 120) : null;
      reached.tapped();
    },
    { capture: true },
  );
  new MutationObserver(() => {
    const play = document.querySelector('.game-page__play');
    if (marks.playReady === null && play && !play.disabled) {
      marks.playReady = performance.now();
      reached.playReady();
      requestAnimationFrame(() => setTimeout(() => (marks.playPainted = performance.now())));
    }
    if (marks.frameMade === null && document.querySelector('iframe.game-stage__frame')) marks.frameMade = performance.now();
    if (marks.preloadReady === null && document.querySelector('.game-stage--preloading iframe.game-stage__frame[data-ready="true"]')) marks.preloadReady = performance.now();
    const frame = document.querySelector('.game-stage:not(.game-stage--preloading) iframe.game-stage__frame[data-ready="true"]');
    if (marks.gameShown === null && frame && marks.tapAt !== null) {
      marks.gameShown = -1;
      requestAnimationFrame(() =>
        setTimeout(() => {
          marks.gameShown = performance.now();
          reached.gameShown();
        }),
      );
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'data-ready', 'class'] });
}

/** The interaction ids of the page's (with `cdp`) or the game frame's Event Timing entries. */
const interactionIdsExpression = '[...new Set(window.__gamePageMarks.events.map((entry) => entry.id))]';
const interactionIds = (target) => ('send' in target ? inPage(target, interactionIdsExpression, 'The interactions so far') : target.evaluate(interactionIdsExpression));

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

/** When Play was interactive (ms from the navigation's start). */
const untilPlayReady = (cdp) => inPage(cdp, 'window.__gamePageWhen.playReady.then(() => ({ readyAt: window.__gamePageMarks.playReady }))', 'Play never became interactive');

/** Where `selector`'s element is in the page's viewport (CSS pixels): its middle, or with `corner` its top left. */
async function placeOf(cdp, selector, corner = false) {
  const expression = `(() => { const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect(); return box ? { x: box.x + (${corner} ? 0 : box.width / 2), y: box.y + (${corner} ? 0 : box.height / 2) } : null; })()`;
  const place = await inPage(cdp, expression, `Where ${selector} is`);
  if (!place) throw new Error(`Nothing to tap: no ${selector} in the page`);
  return place;
}

/** A tap on Play, checked to have reached it (the page's `pointerdown` target). */
async function tapPlay(cdp) {
  await touch(cdp, await placeOf(cdp, '.game-page__play'));
  const target = await inPage(cdp, 'window.__gamePageWhen.tapped.then(() => window.__gamePageMarks.tapTarget)', 'The tap on Play reached nothing', 30_000);
  if (!target.includes('game-page__play')) throw new Error(`The tap meant for Play reached ${target}`);
}

/** Every request `cdp`'s page makes (the game's frame's too), by id: sent, answered and finished on the network's clock. */
function recordRequests(cdp) {
  const byId = new Map();
  cdp.on('Network.requestWillBeSent', (event) => byId.set(event.requestId, { url: event.request.url, sent: event.timestamp, type: event.type }));
  cdp.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId);
    if (request) Object.assign(request, { response: event.timestamp, coding: event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'] ?? '-' });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId);
    if (request) Object.assign(request, { finished: event.timestamp, bytes: event.encodedDataLength });
  });
  return byId;
}

/**
 * `--timeline`: what the page and the game's frame did until the game was shown, in ms from the
 * navigation's start (the frame's own entries moved onto the page's clock by their time origins):
 * each request, each long task, the tap and its event's phases.
 */
async function printTimeline(page, marks, requests) {
  const entriesOf = (target) =>
    target.evaluate(() => ({
      origin: performance.timeOrigin,
      navigation: performance.getEntriesByType('navigation').map((entry) => ({ what: 'document parsed, loaded', start: entry.domContentLoadedEventEnd, end: entry.loadEventEnd })),
      paints: performance.getEntriesByType('paint').map((entry) => ({ what: entry.name, start: entry.startTime })),
    }));
  const own = await entriesOf(page);
  const longTasks = await page.evaluate(() => new Promise((resolve) => new PerformanceObserver((list, observer) => { observer.disconnect(); resolve(list.getEntries().map((entry) => ({ what: 'long task', start: entry.startTime, end: entry.startTime + entry.duration }))); }).observe({ type: 'longtask', buffered: true })));
  const frame = await (await page.locator('.game-stage:not(.game-stage--preloading) iframe.game-stage__frame').elementHandle())?.contentFrame();
  const theirs = frame ? await entriesOf(frame) : null;
  const rows = [];
  const add = (who, entries, shift) => {
    for (const entry of entries) rows.push({ at: Math.round(entry.start + shift), who, what: entry.what, end: entry.end === undefined ? '' : Math.round(entry.end + shift), bytes: '' });
  };
  add('page', [...own.navigation, ...own.paints, ...longTasks], 0);
  if (theirs) add('game', [...theirs.navigation, ...theirs.paints], theirs.origin - own.origin);
  // The network's clock (CDP's monotonic seconds) set on the page's by the document's request.
  const all = [...requests.values()];
  const zero = all.find((request) => request.type === 'Document')?.sent ?? 0;
  const onPage = (seconds) => (seconds === undefined ? '' : Math.round((seconds - zero) * 1000));
  for (const request of all) rows.push({ at: onPage(request.sent), who: 'net', what: `${request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 50)} (${request.coding ?? ''})`, end: `${onPage(request.response)} / ${onPage(request.finished)}`, bytes: request.bytes ?? '' });
  const tap = marks.events.filter((entry) => ['pointerdown', 'pointerup', 'click'].includes(entry.name));
  rows.push({ at: Math.round(marks.tapAt), who: 'page', what: `tap: ${tap.map((entry) => `${entry.name} ${entry.delay}+${entry.processing}+${entry.presentation}`).join('; ')}`, end: Math.round(marks.gameShown), bytes: '' });
  rows.push({ at: Math.round(marks.playReady), who: 'page', what: 'Play interactive', end: '', bytes: '' });
  rows.push({ at: Math.round(marks.playPainted), who: 'page', what: 'Play painted (a task after its frame)', end: '', bytes: '' });
  if (marks.frameMade !== null) rows.push({ at: Math.round(marks.frameMade), who: 'page', what: "the game's frame made", end: '', bytes: '' });
  console.table(rows.sort((first, second) => first.at - second.at));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A site to measure: the build in `dist` served by `vite preview` on its own port, with its own
 * game server (which lets only that site's origin frame its games) and games' origin, and a
 * signed-in player's session.
 */
async function startSite(dist, smtp, gameServerEntry) {
  // The game server lets only the site's own origin frame its games: the site's port is chosen first.
  const sitePort = await freePort();
  const url = new URL(`http://127.0.0.1:${sitePort}/games/levels`);
  // The games are on their own origin (the game server's PLAY_ORIGIN), another port here.
  // Another port than the site's: a port just freed can be handed out twice.
  let playPort = await freePort();
  while (playPort === sitePort) playPort = await freePort();
  const gameServer = await startGameServer({
    ...(gameServerEntry ? { entry: gameServerEntry } : {}),
    env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', PUBLIC_ORIGIN: url.origin, PLAY_ORIGIN: `http://127.0.0.1:${playPort}`, SMTP_URL: smtp.url, RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_IDENTITY: '1000000' },
  });
  const games = await startGamesHostServer({ port: playPort, apiTarget: gameServer.url });
  process.env.API_URL = gameServer.url;
  const server = await preview({
    root: appRoot,
    logLevel: 'silent',
    build: { outDir: resolve(appRoot, dist) },
    preview: { port: sitePort, strictPort: true, host: '127.0.0.1', proxy: { '/api': gameServer.url } },
  });
  const sid = await signedInSession(gameServer.url, smtp);
  const close = async () => {
    await new Promise((done) => server.httpServer.close(done));
    await games.close();
    await gameServer.close();
  };
  return { dist, url, sid, close };
}

/**
 * A fresh browser context as `site`'s signed-in player, watched by `watchPage`: their session's
 * cookie, and the flag the site keeps beside it while signed in (src/account/signed-in-hint.ts).
 */
async function playerContext(browser, site) {
  const sid = { name: 'sid', value: site.sid, domain: site.url.hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' };
  const context = await browser.newContext({ ...phone, storageState: { cookies: [sid], origins: [{ origin: site.url.origin, localStorage: [{ name: 'site.signedIn', value: '1' }] }] } });
  await context.addInitScript(watchPage);
  return context;
}

/** The phone's slowdown on `page`, from now on. */
async function slowDown(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phoneNetwork);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
  return cdp;
}

/** Waits for the stage shown after the tap to have its game's first screen, and returns the tap's figures. */
async function playFigures(page, cdp, playBefore) {
  await inPage(cdp, 'window.__gamePageWhen.gameShown', 'The game was not shown').catch(async (error) => {
    const state = await page.evaluate(() => ({ marks: { ...window.__gamePageMarks, events: undefined }, stage: document.querySelector('.game-stage')?.outerHTML.slice(0, 400) ?? null }));
    throw new Error(`The game was not shown after the tap on Play (${JSON.stringify(state)}): ${error instanceof Error ? error.message : error}`);
  });
  const marks = await page.evaluate(() => window.__gamePageMarks);
  return { marks, playToGame: marks.gameShown - marks.tapAt, playInp: await interactionSince(page, playBefore) };
}

/**
 * The first visit: nothing in the browser, slowed from the navigation on, Play tapped the moment
 * it works, or `readFor` ms later (a player who reads the page first).
 */
async function firstVisit(browser, site, readFor = 0) {
  const context = await playerContext(browser, site);
  try {
    const page = await context.newPage();
    const cdp = await slowDown(context, page);
    const requests = process.argv.includes('--timeline') ? recordRequests(cdp) : null;
    if (tracePath) await browser.startTracing(page, { path: tracePath, categories: traceCategories });
    await page.goto(site.url.href, { waitUntil: 'commit' });
    const play = await untilPlayReady(cdp);
    if (readFor > 0) await new Promise((resolve) => setTimeout(resolve, readFor));
    const playBefore = await interactionIds(cdp);
    // Tapped where Play is the moment it works: the rows the level and stamina fill are drawn from
    // the first paint, so Play stands still (e2e/game-page-steady.spec.ts, painted-play.spec.ts).
    await tapPlay(cdp);
    const { marks, playToGame, playInp } = await playFigures(page, cdp, playBefore);
    const traced = {};
    if (tracePath) {
      await browser.stopTracing();
      const { busy, longest } = await mainThreadBusy(tracePath, marks.tapAt, marks.gameShown);
      Object.assign(traced, { busyTapToGame: busy, longestTapToGame: longest });
    }
    if (requests) await printTimeline(page, marks, requests);
    await assertPlaywrightBrowserQuiet(browser);
    return { navigationToPlay: play.readyAt, blockingBeforePlay: marks.blockingBeforePlay, tapAfterPlay: marks.tapAt - play.readyAt, playToGame, navigationToGame: marks.gameShown, playInp, ...traced };
  } finally {
    await context.close();
  }
}

/** The return visit: the site's worker and files in the browser, Play tapped once the page and its game loaded ahead are ready. */
async function returnVisit(browser, site) {
  const context = await playerContext(browser, site);
  try {
    const page = await context.newPage();
    // Two visits first (not slowed, not timed) leave the site's service worker, its files and the
    // code the browser compiled of them (V8 keeps it from the second run of a script on). Then the
    // page is opened from a blank tab: the teardown of the page before is not the game page's.
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(site.url.href);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForLoadState('networkidle');
    }
    await page.goto('about:blank');
    const cdp = await slowDown(context, page);
    if (returnTracePath) await browser.startTracing(page, { path: returnTracePath, categories: traceCategories });
    await page.goto(site.url.href, { waitUntil: 'commit' });
    const play = await untilPlayReady(cdp);
    // A player reads the page before tapping: the tap comes once the page has stopped fetching
    // and the game it loads ahead is ready (a build that loads none: 5 s after Play was
    // interactive; at most 30 s).
    await page.waitForLoadState('networkidle');
    const gameAheadReady = `new Promise((resolve) => {
      const check = () => {
        const { preloadReady, playReady } = window.__gamePageMarks;
        if (preloadReady !== null || (document.querySelector('.game-stage--preloading') === null && performance.now() - playReady > 5000)) resolve(true);
        else setTimeout(check, 100);
      };
      check();
    })`;
    await inPage(cdp, gameAheadReady, 'The game loaded ahead', 30_000).catch(() => undefined);
    const playBefore = await interactionIds(cdp);
    await tapPlay(cdp);
    const { marks, playToGame, playInp } = await playFigures(page, cdp, playBefore);
    const traced = {};
    if (returnTracePath) {
      await browser.stopTracing();
      const { busy, longest } = await mainThreadBusy(returnTracePath, marks.tapAt, marks.gameShown);
      Object.assign(traced, { busyTapToGame: busy, longestTapToGame: longest });
    }

    // A tap on the board: level 1 started, then a tap below the player (a slide down, not the exit).
    const game = page.frameLocator('.game-stage:not(.game-stage--preloading) iframe.game-stage__frame');
    const startText = await game.locator('#start-button').textContent();
    if (startText !== 'Start level 1') throw new Error(`The game's first screen shows ${startText}`);
    await game.locator('#start-button').tap();
    await game.locator('#stats').filter({ hasText: /^Moves 0 ·/ }).waitFor();
    const frame = await (await page.locator('.game-stage:not(.game-stage--preloading) iframe.game-stage__frame').elementHandle())?.contentFrame();
    if (!frame) throw new Error("The game's frame is not in the page");
    const boardBefore = await interactionIds(frame);
    const frameCorner = await placeOf(cdp, '.game-stage:not(.game-stage--preloading) iframe.game-stage__frame', true);
    const cell = await frame.evaluate(() => {
      const box = document.querySelector('#board [data-row="3"][data-column="1"]')?.getBoundingClientRect();
      return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
    });
    if (!cell) throw new Error("The game's board has no cell at row 3, column 1");
    await touch(cdp, { x: frameCorner.x + cell.x, y: frameCorner.y + cell.y });
    await game.locator('#stats').filter({ hasText: /^Moves 1 ·/ }).waitFor();
    const boardInp = await interactionSince(frame, boardBefore);
    return { navigationToPlay: play.readyAt, blockingBeforePlay: marks.blockingBeforePlay, ...(marks.preloadReady === null ? {} : { preloadReady: marks.preloadReady }), playToGame, playInp, boardInp, ...traced };
  } finally {
    await context.close();
  }
}

const measures = {
  navigationToPlay: 'navigation to an interactive Play',
  blockingBeforePlay: 'blocking time before Play',
  preloadReady: 'navigation to the game ready behind the page',
  tapAfterPlay: 'the tap after Play was interactive (the bench\'s own delay)',
  playToGame: 'tap on Play to the game shown',
  navigationToGame: 'navigation to the game shown',
  playInp: 'INP of the Play tap',
  boardInp: 'INP of a tap on the board',
  busyTapToGame: "main thread's tasks, tap → game shown (--trace)",
  longestTapToGame: 'the longest of them (--trace)',
};
/** How long the reader of `first-read` looks at the page before tapping Play: its title, its rows. */
const readingTime = 2000;
const visitRuns = { first: firstVisit, 'first-read': (browser, site) => firstVisit(browser, site, readingTime), return: returnVisit };
const visitTitles = {
  first: 'First visit: fresh profile, no service worker, nothing cached; Play tapped the moment it is interactive.',
  'first-read': `First visit, read first: the same, Play tapped ${String(readingTime / 1000)} s after it is interactive.`,
  return: 'Return visit: the service worker, its files and compiled code in the browser; Play tapped once the page and its game loaded ahead are ready.',
};
const load = (averages) => averages.map((value) => value.toFixed(2)).join(', ');

const smtp = await startTestSmtpServer();
const sites = [await startSite(option('dist', 'dist'), smtp)];
const baselineDist = option('baseline', null);
if (baselineDist !== null) sites.push(await startSite(baselineDist, smtp, option('baseline-api', null)));
const browser = await chromium.launch(phoneBrowserOptions);

const loadAtStart = loadavg();
/** samples[visit][site index][measure]: the runs' figures. */
const samples = Object.fromEntries(visits.map((visit) => [visit, sites.map(() => ({}))]));
try {
  for (let run = 0; run < runs; run += 1) {
    for (const visit of visits) {
      // Each run of the baseline beside one of this build's, which goes first alternating.
      const order = run % 2 === 0 ? sites.map((_, index) => index) : sites.map((_, index) => index).reverse();
      for (const index of order) {
        const figures = await visitRuns[visit](browser, sites[index]);
        for (const [name, value] of Object.entries(figures)) (samples[visit][index][name] ??= []).push(value);
        // Each run as it ends, with the load then: a bench cut short on a busy machine still leaves its figures.
        console.error(`run ${String(run + 1)}, ${visit} visit, ${sites[index].dist} (load ${load(loadavg())}): ${Object.entries(figures).map(([name, value]) => `${name} ${String(Math.round(value))}`).join(', ')}`);
      }
    }
  }
  console.log(`The game page (/games/levels) signed in, as a phone: 4× CPU, 150 ms RTT, 1.6 Mbit/s, 390×844 touch; median of ${runs} (production builds: ${sites.map((site) => `${site.dist} at ${site.url.origin}`).join('; ')}).`);
  console.log(`The machine's load average (1, 5, 15 min): ${load(loadAtStart)} at the start, ${load(loadavg())} at the end.`);
  for (const visit of visits) {
    console.log(visitTitles[visit]);
    const [own, baseline] = samples[visit];
    console.table(
      Object.entries(measures)
        .filter(([name]) => own[name]?.length)
        .map(([name, label]) => {
          const goal = goals[visit][name];
          const row = { measure: label, median: `${Math.round(median(own[name]))} ms`, goal: goal === undefined ? '-' : `${goal} ms`, met: goal === undefined ? '-' : median(own[name]) <= goal ? 'yes' : 'NO', runs: own[name].map(Math.round).join(', ') };
          if (!baseline?.[name]?.length) return row;
          const ratio = median(baseline[name]) === 0 ? '-' : (median(own[name]) / median(baseline[name])).toFixed(2);
          return { ...row, baseline: `${Math.round(median(baseline[name]))} ms`, ratio, 'baseline runs': baseline[name].map(Math.round).join(', ') };
        }),
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser.close();
  for (const site of sites) await site.close();
  await smtp.close();
}
