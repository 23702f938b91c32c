import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { preloadGamePageCode } from './preload-game-page-code.ts';

/** The modules a game's page starts with (route-table.ts and route-pages.ts load them on `/games/:game`). */
const gamePageModules = ['src/play/game-page.tsx', 'src/play/use-game-details.ts', 'src/app/with-query-client.tsx'];

/** The game page's scripts and stylesheets with everything they import, less what index.html already loads. */
function gamePageFiles(html: string, context: IndexHtmlTransformContext): { scripts: string[]; styles: string[] } {
  const bundle = context.bundle ?? {};
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const add = (fileName: string): void => {
    const chunk = bundle[fileName];
    if (scripts.has(fileName) || chunk?.type !== 'chunk') return;
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) add(imported);
  };
  for (const module of gamePageModules) {
    const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`The build has no chunk for ${module}.`);
    add(chunk.fileName);
  }
  const notInPage = (file: string): boolean => !html.includes(`/${file}"`);
  return { scripts: [...scripts].filter(notInPage).map((file) => `/${file}`), styles: [...styles].filter(notInPage).map((file) => `/${file}`) };
}

/**
 * Build only: on a game's page, index.html fetches the page's code with the HTML (an inline
 * `preloadGamePageCode`), instead of once the site's code has run and found the route. A game's
 * page is where shared links and Telegram's buttons land, and where a player waits to tap Play.
 * Runs after the home shell, whose first-render code is already preloaded on every page.
 */
export function gamePageCode(): Plugin {
  return {
    name: 'site:game-page-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = gamePageFiles(html, context);
        if (files.scripts.length === 0) throw new Error('index.html: the game page has no code of its own to preload; has its route moved?');
        return html.replace('</head>', `  <script>(${preloadGamePageCode.toString()})(${JSON.stringify(files)})</script>\n  </head>`);
      },
    },
  };
}
