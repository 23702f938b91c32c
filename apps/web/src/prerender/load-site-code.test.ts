import { describe, expect, it } from 'vitest';
import { loadSiteCode, type SiteCodeWindow } from './load-site-code.ts';

const files = { entry: '/assets/index-0.js', entryImports: ['/assets/react-3.js'], modules: ['/assets/render-app-1.js', '/assets/pages-core-2.js'], texts: '/locales/en/ui.json' };

/**
 * A page whose `<head>` notes each element appended (a link's rel, as, type, href, crossorigin and
 * priority; a script's type and src), still parsing until `parsed()`, with `gate` as index.html's gate.
 */
function page(gate?: SiteCodeWindow['siteWhenCodeMayLoad']): { window: SiteCodeWindow; appended: string[]; parsed: () => void } {
  const appended: string[] = [];
  const whenParsed: (() => void)[] = [];
  const document: SiteCodeWindow['document'] = {
    readyState: 'loading',
    head: {
      append: (...nodes) => {
        for (const node of nodes) {
          const { rel, as, type, href, src, crossOrigin, fetchPriority } = node as unknown as Record<string, string | null | undefined>;
          appended.push([rel ?? 'script', as, type, href ?? src, crossOrigin === null ? null : `crossorigin=${crossOrigin ?? ''}`, fetchPriority].filter(Boolean).join(' '));
        }
      },
    },
    createElement: ((tag: string) => (tag === 'script' ? { type: '', src: '', crossOrigin: null } : { rel: '', href: '', as: '', type: '', crossOrigin: null, fetchPriority: '' })) as SiteCodeWindow['document']['createElement'],
    addEventListener: (_type, listener) => whenParsed.push(listener),
  };
  const parsed = (): void => {
    document.readyState = 'interactive';
    for (const listener of whenParsed.splice(0)) listener();
  };
  return { window: { document, ...(gate ? { siteWhenCodeMayLoad: gate } : {}) }, appended, parsed };
}

describe('loadSiteCode', () => {
  it('asks for the entry and its imports, then the English texts and the first render’s modules at low priority, and runs the entry once the page is parsed', () => {
    const { window, appended, parsed } = page();
    loadSiteCode(files, window);
    const links = [
      'modulepreload /assets/index-0.js crossorigin= auto',
      'modulepreload /assets/react-3.js crossorigin= auto',
      'preload fetch application/json /locales/en/ui.json crossorigin=anonymous auto',
      'modulepreload /assets/render-app-1.js crossorigin= low',
      'modulepreload /assets/pages-core-2.js crossorigin= low',
    ];
    expect(appended).toEqual(links);
    parsed();
    expect(appended).toEqual([...links, 'script module /assets/index-0.js crossorigin=']);
  });

  it('runs the entry at once when the page is already parsed', () => {
    let release = (): void => undefined;
    const { window, appended, parsed } = page((load) => (release = load));
    loadSiteCode(files, window);
    parsed();
    release();
    expect(appended.at(-1)).toBe('script module /assets/index-0.js crossorigin=');
  });

  it("asks for nothing while index.html's gate holds the site's code back (a game going first)", () => {
    const held: (() => void)[] = [];
    const { window, appended, parsed } = page((load) => held.push(load));
    loadSiteCode(files, window);
    parsed();
    expect(appended).toEqual([]);
    for (const load of held.splice(0)) load();
    expect(appended).toHaveLength(6);
  });

  it("on the painted home page, asks for the entry's files and the texts at once, the renderer's modules and the entry's run after the first paint", () => {
    const afterPaint: (() => void)[] = [];
    const { window, appended, parsed } = page((load, options) => {
      if (options?.beforePaint === true) load();
      else afterPaint.push(load);
    });
    loadSiteCode(files, window);
    parsed();
    expect(appended).toEqual(['modulepreload /assets/index-0.js crossorigin= auto', 'modulepreload /assets/react-3.js crossorigin= auto', 'preload fetch application/json /locales/en/ui.json crossorigin=anonymous auto']);
    for (const load of afterPaint.splice(0)) load();
    expect(appended.slice(3)).toEqual(['modulepreload /assets/render-app-1.js crossorigin= low', 'modulepreload /assets/pages-core-2.js crossorigin= low', 'script module /assets/index-0.js crossorigin=']);
  });
});
