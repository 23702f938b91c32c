#!/usr/bin/env node
// Bytes of JavaScript (and CSS) the production build needs for the site's first render on `/`:
// the entry chunk of index.html and the renderer it imports, with every chunk they import
// statically, read from Vite's manifest (index.html itself paints with no script). Also reports
// the home page's own chunks and the wallet stack, which load after that.
// Then what each of the two pages players land on fetches before it is interactive (issue 37): the
// files index.html asks for on every page, with the page's own code and everything it imports.
// `--check` fails when the first render's JS exceeds its budget (125 kB gzip), or a page's path its
// bytes or requests (`pathBudgets`, with the reason beside each).
/* eslint-disable no-console -- a command-line report: printing is its job. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const budgetGzip = 125_000;
/**
 * The JavaScript and stylesheets (gzip) and the requests for them on the path of each page, from
 * the HTML to the live page. `/`: the first render's code and the home page's, 8 files and 144 kB
 * on 1 December; a game's page: the first render's code and the game page's with the SDK's host,
 * 11 files and 167 kB then. Both were fewer on 26 November, before issue 37's regression: the
 * game page's code merged into larger chunks, and the home page's code fetched on a game's page
 * too. Room for a few kB of growth; not for another page's code on the path. On 2 December a
 * game's page took 171 kB (one busy button for every control that loads code, in the header;
 * the game page's rows drawn from its first render, so Play stands still): its budget 172 kB.
 * Later that day achievements (listed on a game's page), the board's friends and country choices,
 * the contract's new routes and the Play tap that draws the stage alone brought it to 174.4 kB
 * (loading the achievements list lazily saved 0.2 kB and cost the first render 0.4 kB): 176 kB.
 * Then 175.0 kB after the makers' merge, and 176.5 kB after the Telegram merges (the mini-app
 * variants of texts in the renderer, 0.4 kB on `/` too) and the held run's line in the result:
 * 178 kB. On 3 December the live stage adopting the frame that index.html's stage started at a
 * tap before the site's code was in (issue 37) took it to 178.0 kB: 179 kB. On 6 December the
 * result sheet's account of what a finish paid besides the run (streak day, quests, league
 * points), a visitor's next level, focus into a ready game and players' text isolated (`<bdi>`)
 * took it to 179.5 kB: 180 kB. The same day the result sheet's code (src/play/run-report.tsx),
 * needed only after a run, moved off this path into a chunk a run's start fetches: 177.4 kB,
 * and the budget back to 178 kB. On 6 December, evening, the game's board took its periods from
 * `@site/api-contract/leaderboard-periods` instead of the contract's index, whose schemas (TypeBox
 * and every endpoint's, 8.2 kB) had come with that one list: 169.8 kB, and the budget 171 kB,
 * which such an import breaks again. The same evening the routes' summaries (the server's OpenAPI
 * sentences, 8.5 kB gzip, which the site's client never reads) left the site's build
 * (src/config/route-summaries-plugin.ts): `/` 154.9 → 146.4 kB, a game's page 170.0 → 161.4 kB,
 * and the budgets 148 and 163 kB.
 */
const pathBudgets = {
  '/': { gzip: 148_000, requests: 9, modules: { 'src/app/render-app.tsx': 'render-app', 'src/app/with-query-client.tsx': 'pages-core', 'src/pages/home/home-page.tsx': 'home-page' } },
  '/games/levels': { gzip: 163_000, requests: 10, modules: { 'src/app/render-app.tsx': 'render-app', 'src/app/with-query-client.tsx': 'pages-core', 'src/play/game-page.tsx': 'game-page' } },
};
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

// Every page: the entry, what it imports and the first render's modules, which index.html's inline
// loader asks for (src/prerender/load-site-code.ts), and any script or preload the HTML still has.
const html = readFileSync(join(distDir, 'index.html'), 'utf8');
const siteCodeCall = /\(function loadSiteCode[\s\S]*?\}\)\((\{"entry":[^<]*\})\)<\/script>/.exec(html);
if (!siteCodeCall) throw new Error("index.html: no inline loader of the site's code found; has load-site-code.ts's call changed?");
const siteCode = JSON.parse(siteCodeCall[1]);
const everyPage = [
  ...[...html.matchAll(/<script[^>]*\ssrc="\/(assets\/[^"]+)"|<link rel="modulepreload"[^>]*\shref="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? match[2]),
  ...[siteCode.entry, ...siteCode.entryImports, ...siteCode.modules].map((href) => href.replace(/^\//, '')),
];
const overPath = [];
const pathRows = {};
for (const [path, budget] of Object.entries(pathBudgets)) {
  // Each module with the chunk group vite.config.ts may have merged it into (src/prerender/chunk-groups.ts).
  const keys = new Set(Object.entries(budget.modules).flatMap(([module, group]) => [...staticClosure(keyOf(module, group))]));
  // The entry's stylesheet is inlined in index.html; any other is a request.
  const styles = [...keys].flatMap((key) => manifest[key].css ?? []).filter((file) => !firstPaintCss.includes(file));
  const files = [...new Set([...everyPage, ...[...keys].map((key) => manifest[key].file), ...styles])];
  // Each file is a request of its own, compressed on its own.
  const size = { files: files.length, gzip: files.reduce((sum, file) => sum + sizeOf([file]).gzip, 0) };
  pathRows[path] = { requests: `${size.files} (budget ${budget.requests})`, gzip: `${kB(size.gzip)} (budget ${kB(budget.gzip)})`, files: files.map((file) => file.replace(/^assets\//, '')).join(' ') };
  if (size.gzip > budget.gzip || size.files > budget.requests) overPath.push(path);
}
console.log('What each landing page fetches before it is interactive (JS and CSS):');
console.table(pathRows);
if (overPath.length > 0) console.error(`Over the path budget: ${overPath.join(', ')}`);
if (process.argv.includes('--check') && (firstPaint > budgetGzip || mustWait.length > 0 || overPath.length > 0)) process.exit(1);
