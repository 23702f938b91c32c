import type { Plugin } from 'vite';
import { markEarlyScheme } from '../appearance/early-scheme.ts';

/**
 * index.html, in development and in the build: the first thing in `<head>` is `markEarlyScheme`,
 * inline, so the page paints in the visitor's scheme from its first frame.
 */
export function earlyScheme(): Plugin {
  return {
    name: 'site:early-scheme',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const marker = '<meta charset="UTF-8" />';
        if (!html.includes(marker)) throw new Error(`index.html has no ${marker} to put the early scheme after.`);
        return html.replace(marker, `${marker}\n    <script>(${markEarlyScheme.toString()})()</script>`);
      },
    },
  };
}
