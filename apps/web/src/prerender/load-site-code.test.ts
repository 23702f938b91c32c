import { describe, expect, it } from 'vitest';
import { preloadFirstRenderCode, type FirstRenderCodeWindow } from './preload-first-render-code.ts';

const files = { modules: ['/assets/render-app-1.js', '/assets/pages-core-2.js'], texts: '/locales/en/ui.json' };

/** A page whose `<head>` notes each link appended (rel, as, type, href, crossorigin, priority), with `gate` as index.html's gate. */
function page(gate?: FirstRenderCodeWindow['siteWhenCodeMayLoad']): { window: FirstRenderCodeWindow; links: string[] } {
  const links: string[] = [];
  const window: FirstRenderCodeWindow = {
    document: {
      head: {
        append: (...nodes) => {
          for (const node of nodes) {
            const { rel, as, type, href, crossOrigin, fetchPriority } = node as unknown as Record<string, string | null>;
            links.push([rel, as, type, href, crossOrigin === null ? null : `crossorigin=${crossOrigin ?? ''}`, fetchPriority].filter(Boolean).join(' '));
          }
        },
      },
      createElement: () => ({ rel: '', href: '', as: '', type: '', crossOrigin: null, fetchPriority: '' }) as unknown as ReturnType<FirstRenderCodeWindow['document']['createElement']>,
    },
    ...(gate ? { siteWhenCodeMayLoad: gate } : {}),
  };
  return { window, links };
}

describe('preloadFirstRenderCode', () => {
  it("asks for the English texts and the first render's modules, as i18next and Vite ask for them, the modules at low priority", () => {
    const { window, links } = page();
    preloadFirstRenderCode(files, window);
    expect(links).toEqual([
      'preload fetch application/json /locales/en/ui.json crossorigin=anonymous',
      'modulepreload /assets/render-app-1.js crossorigin= low',
      'modulepreload /assets/pages-core-2.js crossorigin= low',
    ]);
  });

  it("waits for index.html's gate where it holds the site's code back", () => {
    let release = (): void => undefined;
    const { window, links } = page((load) => (release = load));
    preloadFirstRenderCode(files, window);
    expect(links).toEqual([]);
    release();
    expect(links).toHaveLength(3);
  });
});
