import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { filesLoadedWith } from './chunk-graph.ts';
import { chunkRoots } from './chunk-groups.ts';
import { preloadGamePageCode } from './preload-game-page-code.ts';

/** The game page's scripts and stylesheets with everything they import, less what index.html already loads. */
function gamePageFiles(html: string, context: IndexHtmlTransformContext): { scripts: string[]; styles: string[] } {
  const files = filesLoadedWith(context.bundle ?? {}, chunkRoots.gamePage);
  const notInPage = (file: string): boolean => !html.includes(`/${file}"`);
  return { scripts: files.scripts.filter(notInPage).map((file) => `/${file}`), styles: files.styles.filter(notInPage).map((file) => `/${file}`) };
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
