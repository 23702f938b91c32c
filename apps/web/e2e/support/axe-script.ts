import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sitePort } from './ports.mjs';

const require = createRequire(import.meta.url);

/** axe-core's minified build (580 kB), on disk. */
export const axeScriptFile = require.resolve('axe-core/axe.min.js');

const { version } = JSON.parse(readFileSync(require.resolve('axe-core/package.json'), 'utf8')) as { version: string };

/**
 * Where the site's static servers serve it (support/static-server.ts), named by its version and
 * kept by the browser for good: a pooled tab (support/tab-pool.ts) fetches and compiles it once
 * and takes it from its cache for every later check, where sending its text through the DevTools
 * protocol into each page cost the runner, the browser and the page a copy, a parse and a compile
 * each time (docs/web/tests.md, "What the run costs").
 */
export const axeScriptPath = `/__e2e/axe-core-${version}.min.js`;

/** The site's own origin in this run, whose server has the script; other pages get its text. */
export const siteOrigin = `http://127.0.0.1:${String(sitePort)}`;
