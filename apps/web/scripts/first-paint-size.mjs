#!/usr/bin/env node
// Bytes of JavaScript (and CSS) the production build needs for the site's first render on `/`:
// the entry chunk of index.html and the renderer it imports, with every chunk they import
// statically, read from Vite's manifest (index.html itself paints with no script). Also reports
// the home page's own chunks and the wallet stack, which load after that.
// `--check` fails when that JS exceeds the budget (125 kB gzip).
/* eslint-disable no-console -- a command-line report: printing is its job. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const budgetGzip = 125_000;
const distDir = join(import.meta.dirname, '..', process.argv.find((arg) => arg.startsWith('--dist='))?.slice(7) ?? 'dist');
const manifestFile = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build found at ${distDir}: run \`pnpm build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** Files of a manifest entry and of every chunk it imports statically (not dynamic imports). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function sizeOf(files) {
  const code = Buffer.concat(files.map((file) => readFileSync(join(distDir, file))));
  return { files: files.length, raw: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli: brotliCompressSync(code).length };
}

/**
 * The manifest key of the chunk that holds `module`: its own, or, when vite.config.ts's chunking
 * groups (src/prerender/chunk-groups.ts) merged it with others, that group's chunk.
 */
function keyOf(module, groupName) {
  if (manifest[module]) return module;
  const key = Object.keys(manifest).find((candidate) => candidate.startsWith('_') && manifest[candidate].name === groupName && candidate.endsWith('.js'));
  if (!key) throw new Error(`The build has no chunk for ${module} (nor a "${groupName}" chunk).`);
  return key;
}

// index.html paints on its own (src/prerender/); the first render needs the entry and the
// renderer it imports (React, the router, i18next), both preloaded by the HTML.
const entryKeys = new Set([...staticClosure('index.html'), ...staticClosure(keyOf('src/app/render-app.tsx', 'render-app'))]);
const firstPaintJs = [...entryKeys].map((key) => manifest[key].file);
const firstPaintCss = [...entryKeys].flatMap((key) => manifest[key].css ?? []);
const afterKeys = (source) => [...staticClosure(source)].filter((key) => !entryKeys.has(key)).map((key) => manifest[key].file);

// The home page, with the query cache's provider that every page is loaded with (route-pages.ts).
const homePageJs = [...new Set([...afterKeys('src/pages/home/home-page.tsx'), ...afterKeys(keyOf('src/app/with-query-client.tsx', 'pages-core'))])];
const rows = {
  'JS of the first render on /': sizeOf(firstPaintJs),
  'CSS of index.html (inlined)': sizeOf(firstPaintCss),
  'home page chunks (preloaded beside it)': sizeOf(homePageJs),
  'game page with the SDK host (after Play is opened)': sizeOf(afterKeys(keyOf('src/play/game-page.tsx', 'game-page'))),
  'wallet stack when the modal opens': sizeOf([...new Set([...afterKeys('src/wallet/create-site-connector.ts'), ...afterKeys('src/wallet/wallet-ui.tsx')])]),
};
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
console.table(Object.fromEntries(Object.entries(rows).map(([name, size]) => [name, { files: size.files, raw: kB(size.raw), gzip: kB(size.gzip), brotli: kB(size.brotli) }])));

const firstPaint = rows['JS of the first render on /'].gzip;
const verdict = firstPaint <= budgetGzip ? 'within' : 'OVER';
console.log(`First-render JS: ${kB(firstPaint)} gzip, ${verdict} the ${kB(budgetGzip)} budget.`);
// The wallet stack, the Telegram SDK and a game's page (its SDK host, its own code) must never be
// on the path to first paint; a game's page not even on the home page's.
const gamePageChunk = /(?:^|\/)(?:game-host|game-page|game-shared)[-.]/;
const lateChunksUpFront = [...firstPaintJs.filter((file) => /(?:^|\/)(?:wallet-stack|telegram-sdk)[-.]/.test(file)), ...[...firstPaintJs, ...homePageJs].filter((file) => gamePageChunk.test(file))];
// Games (the Levels game among them) and the classic game-sdk.js are served under /play/, only
// inside a game's frame: the page itself never loads or preloads anything from there.
const playFilesUpFront = [...readFileSync(join(distDir, 'index.html'), 'utf8').matchAll(/(?:src|href)=["']?([^"'\s>]*\/play\/[^"'\s>]*)/g)].map((match) => match[1]);
const mustWait = [...lateChunksUpFront, ...playFilesUpFront];
if (mustWait.length > 0) console.error(`Loaded before first paint but must wait: ${mustWait.join(', ')}`);
if (process.argv.includes('--check') && (firstPaint > budgetGzip || mustWait.length > 0)) process.exit(1);
