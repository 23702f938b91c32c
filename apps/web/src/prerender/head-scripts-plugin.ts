import type { Plugin } from 'vite';
import { askEarly } from '../api/early-reads.ts';
import { markEarlyScheme } from '../appearance/early-scheme.ts';

/**
 * index.html, in development and in the build: the first things in `<head>`, inline, run before
 * anything else: `markEarlyScheme`, so the page paints in the visitor's scheme from its first
 * frame, then `askEarly`, so the page's first reads leave with the HTML instead of after the
 * site's code has run.
 */
export function headScripts(): Plugin {
  return {
    name: 'site:head-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const marker = '<meta charset="UTF-8" />';
        if (!html.includes(marker)) throw new Error(`index.html has no ${marker} to put the early scripts after.`);
        const scripts = [markEarlyScheme, askEarly].map((script) => `<script>(${script.toString()})()</script>`);
        return html.replace(marker, [marker, ...scripts].join('\n    '));
      },
    },
  };
}
