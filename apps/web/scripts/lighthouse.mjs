#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report: printing is its job. */
// Lighthouse scores of `/` in the production build (served by `vite preview`), in Debian's headless
// Chromium: performance, accessibility and best practices, with Lighthouse's default mobile form
// factor and simulated throttling, plus the key metrics. Scores on a shared 2-core machine are
// noisy, so this reports and never fails on a score; it fails only when Lighthouse cannot run.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';

const categories = ['performance', 'accessibility', 'best-practices'];
const metrics = {
  'first contentful paint': { audit: 'first-contentful-paint', format: (ms) => `${(ms / 1000).toFixed(2)} s` },
  'largest contentful paint': { audit: 'largest-contentful-paint', format: (ms) => `${(ms / 1000).toFixed(2)} s` },
  'total blocking time': { audit: 'total-blocking-time', format: (ms) => `${ms.toFixed(0)} ms` },
  'cumulative layout shift': { audit: 'cumulative-layout-shift', format: (shift) => shift.toFixed(3) },
};

const appRoot = join(import.meta.dirname, '..');
const server = await preview({ root: appRoot, logLevel: 'silent', preview: { port: 0, strictPort: false, host: '127.0.0.1' } });
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let chrome;
try {
  // chrome-launcher reports a missing executable as an uncaught error event: check it first.
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROMIUM_PATH).`);
  chrome = await launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    logLevel: 'error',
  });
  const result = await lighthouse(url, { port: chrome.port, onlyCategories: categories, output: 'json', logLevel: 'error' });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report.');
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const rows = {};
  for (const id of categories) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score.`);
    rows[`${lhr.categories[id].title.toLowerCase()} score`] = { value: Math.round(score * 100) };
  }
  for (const [name, { audit, format }] of Object.entries(metrics)) {
    const value = lhr.audits[audit]?.numericValue;
    rows[name] = { value: typeof value === 'number' ? format(value) : 'n/a' };
  }
  console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${url}`);
  console.table(rows);

  // Name what keeps accessibility and best practices below 100, so a drop can be acted on.
  for (const id of ['accessibility', 'best-practices']) {
    const flagged = lhr.categories[id].auditRefs.map((ref) => ref.id).filter((audit) => (lhr.audits[audit]?.score ?? 1) < 1);
    if (flagged.length > 0) console.log(`${lhr.categories[id].title} flags: ${flagged.join(', ')}`);
  }
  for (const warning of lhr.runWarnings) console.warn(`Lighthouse warning: ${warning}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  chrome?.kill();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
