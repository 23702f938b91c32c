import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { buildTestZip } from '@site/api/src/test-support/test-zip.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { apiPort, playPort, sitePort } from './support/ports.mjs';
import { submitAndPublish } from './support/publish-game.ts';

// Games are served from an origin of their own (apps/api's PLAY_ORIGIN; docs/architecture.md,
// "Security rules"): a game tries every way a page has to send a request to the site's API, with
// and without cookies, and the game server receives none of them.

const password = 'glacier pebble lantern 83';
const siteOrigin = `http://127.0.0.1:${sitePort}`;
const gamesOrigin = `http://127.0.0.1:${playPort}`;
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const serverLog = join(import.meta.dirname, '..', 'test-results', 'game-server.log');

/**
 * A game whose every probe sends a request to an `/api` URL carrying `marker` (relative, on the
 * site's origin, on the game server's own address), then marks itself done. Each probe is listed
 * with what it saw; none of them may reach a server.
 */
function probingGame(marker: string): string {
  const script = `
const marker = ${JSON.stringify(marker)};
const targets = { relative: '', site: ${JSON.stringify(siteOrigin)}, api: ${JSON.stringify(apiOrigin)} };
const list = document.getElementById('probes');
const report = (name, result) => { const item = document.createElement('li'); item.dataset.probe = name; item.dataset.result = result; item.textContent = name + ': ' + result; list.append(item); };
const url = (base, kind) => base + '/api/session?probe=' + marker + '&kind=' + kind;
const settle = (name, promise) => promise.then(() => report(name, 'answered'), () => report(name, 'blocked'));
// A frame fires load for the error page that replaces a blocked one: only the server's log and the browser's requests tell.
const element = (name, tag, attribute, href, extra = {}) => new Promise((resolve) => {
  const node = Object.assign(document.createElement(tag), extra);
  node.addEventListener('load', () => { report(name, tag === 'iframe' ? 'load event' : 'answered'); resolve(); });
  node.addEventListener('error', () => { report(name, 'blocked'); resolve(); });
  node.setAttribute(attribute, href);
  document.body.append(node);
});
const tries = [];
for (const [where, base] of Object.entries(targets)) {
  tries.push(settle('fetch with cookies ' + where, fetch(url(base, 'fetch-include'), { credentials: 'include' })));
  tries.push(settle('fetch without cookies ' + where, fetch(url(base, 'fetch-omit'), { credentials: 'omit', mode: 'no-cors' })));
  tries.push(settle('POST ' + where, fetch(url(base, 'post'), { method: 'POST', credentials: 'include', mode: 'no-cors', body: '{}' })));
  tries.push(new Promise((resolve) => { const xhr = new XMLHttpRequest(); xhr.open('GET', url(base, 'xhr')); xhr.withCredentials = true; xhr.onload = () => { report('xhr ' + where, 'answered'); resolve(); }; xhr.onerror = () => { report('xhr ' + where, 'blocked'); resolve(); }; xhr.send(); }));
  tries.push(element('img ' + where, 'img', 'src', url(base, 'img')));
  tries.push(element('script ' + where, 'script', 'src', url(base, 'script')));
  tries.push(element('stylesheet ' + where, 'link', 'href', url(base, 'stylesheet'), { rel: 'stylesheet' }));
  tries.push(element('iframe ' + where, 'iframe', 'src', url(base, 'iframe')));
  tries.push(element('video ' + where, 'video', 'src', url(base, 'video')));
  try { report('beacon ' + where, navigator.sendBeacon(url(base, 'beacon'), 'x') ? 'queued' : 'blocked'); } catch { report('beacon ' + where, 'blocked'); }
  try { new Worker(url(base, 'worker')); report('worker ' + where, 'answered'); } catch { report('worker ' + where, 'blocked'); }
  tries.push(settle('import ' + where, import(url(base, 'import'))));
}
// ".." leaves the game's folder before the request is made: the URL is /api/… on the games' host.
tries.push(settle('fetch up out of the folder', fetch('../../../api/session?probe=' + marker + '&kind=dot-dot', { credentials: 'include' })));
tries.push(new Promise((resolve) => {
  try {
    const socket = new WebSocket('ws://127.0.0.1:${sitePort}/api/session?probe=' + marker + '&kind=websocket');
    socket.onopen = () => { report('websocket site', 'answered'); resolve(); };
    socket.onerror = () => { report('websocket site', 'blocked'); resolve(); };
  } catch { report('websocket site', 'blocked'); resolve(); }
}));
try { top.location.href = url(targets.site, 'top-navigation'); report('navigate top', 'answered'); } catch { report('navigate top', 'blocked'); }
report('open a window', window.open(url(targets.site, 'window-open')) === null ? 'blocked' : 'answered');
const form = Object.assign(document.createElement('form'), { method: 'POST', action: url(targets.site, 'form'), target: '_top' });
document.body.append(form);
try { form.submit(); report('submit a form to top', 'sent'); } catch { report('submit a form to top', 'blocked'); }
Promise.all(tries).then(() => { document.body.dataset.done = 'true'; });
`;
  return `<!doctype html><meta charset="utf-8"><title>Probe</title><ul id="probes"></ul><script>${script}</script>`;
}

/** Submits the probing game as `player` and publishes it as the test's admin; returns its id. */
async function publishGame(browser: Browser, player: Page, marker: string): Promise<string> {
  return submitAndPublish(
    browser,
    player,
    { title: 'Origin probe', description: 'Tries to reach the site API from the game.', category: 'other', bundle: { name: 'probe.zip', buffer: buildTestZip([{ name: 'index.html', data: probingGame(marker) }]) } },
    testAdminEmails.gameOrigin,
  );
}

/** The game server's log lines (one a request it received, apps/api's request log) that carry `text`. */
const serverLogLines = (text: string): string[] => readFileSync(serverLog, 'utf8').split('\n').filter((line) => line.includes(text));

test("a game on its own origin sends no request to the site's API, with or without cookies", async ({ page, browser, context }) => {
  const marker = `probe-${randomUUID()}`;
  await registerConfirmed(page, { email: uniqueEmail('origin-probe'), password, displayName: 'Prober' });
  const gameId = await publishGame(browser, page, marker);
  const { game } = await callApi<{ game: { playUrl: string } }>(page, 'GET', `/api/games/${gameId}`);
  expect(game.playUrl).toBe(`${gamesOrigin}/play/${gameId}/1/`);

  // What became of each request of the game the browser saw begin: answered, or failed and why.
  const browserSaw: string[] = [];
  context.on('requestfinished', (request) => {
    if (request.url().includes(marker)) browserSaw.push(`answered: ${request.url()}`);
  });
  context.on('requestfailed', (request) => {
    if (request.url().includes(marker)) browserSaw.push(`${request.failure()?.errorText ?? 'failed'}: ${request.url()}`);
  });
  // The game is loaded behind the page as it opens, and probes at once.
  await page.goto(`/games/${gameId}`);
  const frame = page.locator('iframe.game-stage__frame');
  await expect(frame).toHaveAttribute('src', `${gamesOrigin}/play/${gameId}/1/`);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  const probes = page.frameLocator('iframe.game-stage__frame');
  await expect(probes.locator('body')).toHaveAttribute('data-done', 'true', { timeout: 20_000 });
  await expect(probes.locator('li[data-result="answered"]')).toHaveCount(0);
  await expect(probes.locator('li[data-probe]')).toHaveCount(41);

  // Every line the server logged up to a request made after the probes: the game's are not among them.
  const sentinel = `sentinel-${marker}`;
  expect((await page.request.get(`/api/health?${sentinel}`)).ok()).toBe(true);
  await expect.poll(() => serverLogLines(sentinel).length).toBeGreaterThan(0);
  expect(serverLogLines(marker).filter((line) => !line.includes(sentinel))).toEqual([]);
  // The browser stopped each one itself (the game's CSP allows only its own folder).
  expect(browserSaw.filter((seen) => !seen.startsWith('csp: ') && !seen.startsWith('net::ERR_BLOCKED_BY_CSP: '))).toEqual([]);
  // The page is still the game's page: the game navigated nothing.
  await expect(page).toHaveURL(`${siteOrigin}/games/${gameId}`);
});
