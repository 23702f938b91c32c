import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, minifySync, type IndexHtmlTransformContext, type InlineConfig, type Plugin } from 'vite';
import { filesLoadedWith } from './chunk-graph.ts';
import { chunkRoots } from './chunk-groups.ts';
import { markHomePreview } from './home-preview-gate.ts';
import { catchPreviewTaps } from '../pages/home/preview-taps.ts';
import { paintGamePlay, type PaintedPlayTexts } from '../play/painted-play.ts';
import { loadSiteCode, type SiteCodeFiles } from './load-site-code.ts';
import { preloadHomePageCode } from './preload-home-page-code.ts';
import { gateSiteCode, siteCodeHoldLimitMs } from '../startup/site-code-gate.ts';
import type { renderHomeShell } from './render-home-shell.tsx';

const renderModule = '/src/prerender/render-home-shell.tsx';
const rootOpening = '<div id="root">';

/** The English texts of a game's page that index.html paints (painted-play.ts), from the translations file. */
function paintedPlayTexts(root: string): PaintedPlayTexts {
  const { play } = JSON.parse(readFileSync(join(root, 'public/locales/en/ui.json'), 'utf8')) as { play: Record<string, unknown> };
  const keys = ['play', 'playLevel', 'level', 'levelOfCount', 'allLevelsCompleted_one', 'allLevelsCompleted_other', 'runCost', 'staminaNow', 'allGames', 'byAuthor', 'back', 'loadingGame', 'loadingProgress', 'frameTitle'];
  for (const key of keys) if (typeof play[key] !== 'string') throw new Error(`index.html: the painted Play needs play.${key} in locales/en/ui.json.`);
  return { ...Object.fromEntries(keys.map((key) => [key, play[key]])), categories: play.categories } as PaintedPlayTexts;
}

/**
 * The Vite server that renders the home page during a build: SSR only, with its own cache and no
 * optimizing of the browser's dependencies it never serves. Run in the build's process
 * (production React), it rewrote the shared node_modules/.vite/deps that a running `npm start`
 * serves, whose pages then failed with "_jsxDEV is not a function".
 */
export function homeShellServerConfig(root: string, mode: string): InlineConfig {
  return {
    root,
    mode,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    cacheDir: join(root, 'node_modules/.vite-home-shell'),
    optimizeDeps: { noDiscovery: true, include: [] },
  };
}

/** Renders the home page to static HTML with Vite's SSR loader, in English. */
async function renderHomeMarkup(root: string, mode: string): Promise<string> {
  const server = await createServer(homeShellServerConfig(root, mode));
  try {
    const module = (await server.ssrLoadModule(renderModule)) as { renderHomeShell: typeof renderHomeShell };
    return await module.renderHomeShell(readFileSync(join(root, 'public/locales/en/ui.json'), 'utf8'));
  } finally {
    await server.close();
  }
}

/** The page's own stylesheets as `<style>` elements: no request stands between the HTML and its first paint. */
function inlineStylesheets(html: string, context: IndexHtmlTransformContext): string {
  let inlined = 0;
  const result = html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, fileName: string) => {
    const asset = context.bundle?.[fileName];
    if (asset?.type !== 'asset') return link;
    inlined += 1;
    return `<style>${String(asset.source)}</style>`;
  });
  // A stylesheet left as a link would block the first paint: fail the build rather than ship it.
  const leftOver = /<link[^>]*rel="stylesheet"[^>]*>/.exec(result);
  if (inlined === 0 || leftOver) {
    throw new Error(`index.html: the site's stylesheets could not all be inlined (${leftOver ? `left: ${leftOver[0]}` : 'none found'}); has the form of Vite's <link> changed?`);
  }
  return result;
}

/** Modules every page's first render imports: the renderer (React, the router, i18next) and the query cache's provider. */
const everyPageModules = [chunkRoots.renderer, 'src/app/with-query-client.tsx'];

/**
 * The site's code, loaded by an inline script in `<head>` (`loadSiteCode`) instead of the HTML's
 * own entry script and preloads: the entry and what it imports, then the first render's code and
 * everything it imports, and the English texts, so the site finds them in hand instead of adding
 * links while it starts, and index.html's gate can hold all of it back on a first visit to a
 * game's page (src/startup/site-code-gate.ts). The home page's own code is asked for on `/` alone
 * (`preloadHomePageCode`): on a game's page it would compete with that page's code.
 */
function loadSiteCodeInline(html: string, context: IndexHtmlTransformContext): string {
  const bundle = context.bundle ?? {};
  const entryTag = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!entryTag?.[1]) throw new Error("index.html: no entry <script type=\"module\"> to load through the gate; has the form of Vite's tag changed?");
  const preloadTags = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)];
  const textsLink = /\s*<link rel="preload" href="(\/locales\/en\/ui\.json)" as="fetch" type="application\/json" crossorigin="anonymous" \/>/.exec(html);
  if (!textsLink?.[1]) throw new Error("index.html: no preload of the English texts (/locales/en/ui.json) to load with the first render's code; has its <link> changed?");
  let rest = html;
  for (const tag of [entryTag, textsLink, ...preloadTags]) rest = rest.replace(tag[0], '');
  const entryImports = preloadTags.map((tag) => tag[1] ?? '');
  const loaded = new Set([entryTag[1], ...entryImports].map((href) => href.slice(1)));
  const everyPage = filesLoadedWith(bundle, everyPageModules).scripts.filter((file) => !loaded.has(file));
  const homeOnly = filesLoadedWith(bundle, chunkRoots.homePage)
    .scripts.filter((file) => !everyPage.includes(file) && !loaded.has(file))
    .map((file) => `/${file}`);
  const files: SiteCodeFiles = { entry: entryTag[1], entryImports, modules: everyPage.map((file) => `/${file}`), texts: textsLink[1] };
  const siteCode = `<script>(${loadSiteCode.toString()})(${JSON.stringify(files)})</script>`;
  const homeScript = homeOnly.length === 0 ? [] : [`<script>(${preloadHomePageCode.toString()})(${JSON.stringify(homeOnly)})</script>`];
  return rest.replace('</head>', `  ${[siteCode, ...homeScript].join('\n    ')}\n  </head>`);
}

/**
 * Build only: index.html shows the home page itself while the site's code loads, instead of a
 * spinner. The page is rendered at build time (`render-home-shell.tsx`), kept inert and hidden from
 * assistive technology (which hears `Loading...` as before) and replaced by the live page on the
 * first render. An inline script (`home-preview-gate.ts`) shows it only where it is the page the
 * visitor is about to see. The styles are inlined so that it paints as soon as the HTML arrives.
 * A tap on the preview is not lost: `preview-taps.ts` keeps it (the button shows it is getting
 * ready) and the live home page does it once it has rendered. On a game's page the same frame
 * carries that page's head and a working Play instead (`painted-play.ts`).
 */
export function homeShell(): Plugin {
  let root = '';
  let mode = 'production';
  let e2eHooks = false;
  return {
    name: 'site:home-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      e2eHooks = config.env.VITE_E2E_HOOKS === 'true';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!html.includes(rootOpening)) throw new Error(`index.html has no ${rootOpening} to put the home page in.`);
        const markup = await renderHomeMarkup(root, mode);
        const preview = `<div class="home-preview" inert aria-hidden="true">${markup}</div>`;
        // The end-to-end build lets a test hold the code for as long as it looks (`siteE2eCodeHoldLimitMs`, set before the page loads).
        const holdLimit = e2eHooks ? `window.siteE2eCodeHoldLimitMs ?? ${String(siteCodeHoldLimitMs)}` : String(siteCodeHoldLimitMs);
        const gate = `<script>(${markHomePreview.toString()})();(${catchPreviewTaps.toString()})();(${gateSiteCode.toString()})(${holdLimit})</script>`;
        // After the preview's markup, which it fills on a game's page.
        // Minified: it is the largest of index.html's inline scripts, and every page's HTML carries it.
        const painter = minifySync('painted-play.js', `(${paintGamePlay.toString()})(${JSON.stringify(paintedPlayTexts(root))})`);
        if (painter.errors.length > 0) throw new Error(`index.html: the painted Play's script did not minify: ${painter.errors.map(String).join('; ')}`);
        return inlineStylesheets(loadSiteCodeInline(html, context), context)
          .replace('</title>', `</title>\n    ${gate}`)
          .replace(rootOpening, `${rootOpening}\n      ${preview}`)
          .replace('</body>', `  <script>${painter.code}</script>\n  </body>`);
      },
    },
  };
}
