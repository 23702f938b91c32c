/** The site's code as index.html loads it: the build's file names (home-shell-plugin.ts). */
export interface SiteCodeFiles {
  /** The entry (src/main.tsx's chunk), which the HTML loaded with a `<script type="module">`. */
  entry: string;
  /** The chunks the entry imports, which the HTML preloaded beside it. */
  entryImports: readonly string[];
  /** The first render's modules (the renderer, the API client), asked for at low priority. */
  modules: readonly string[];
  /** The English texts. */
  texts: string;
}

type LoadLink = Pick<HTMLLinkElement, 'rel' | 'href' | 'as' | 'type' | 'crossOrigin' | 'fetchPriority'>;
type LoadScript = Pick<HTMLScriptElement, 'type' | 'src' | 'crossOrigin'>;

/** What the inline loader reads of the page; `window` in the browser. */
export interface SiteCodeWindow {
  document: {
    readyState: DocumentReadyState;
    head: Pick<HTMLElement, 'append'>;
    createElement: ((tag: 'link') => LoadLink & Node) & ((tag: 'script') => LoadScript & Node);
    addEventListener: (type: 'DOMContentLoaded', listener: () => void, options: { once: true }) => void;
  };
  /** index.html's gate (src/startup/site-code-gate.ts): runs `load` now, or once the site's code may load. */
  siteWhenCodeMayLoad?: (load: () => void, options?: { beforePaint?: boolean }) => void;
}

/**
 * Runs inline in `<head>` on every page (home-shell-plugin.ts puts its source there with the
 * build's file names, so it must not use anything outside itself), where the HTML had the entry's
 * script and preloads: asks for the entry and what it imports, then the English texts and the first
 * render's modules, these at low priority behind them, so the site finds them in hand instead of asking
 * while it starts. Links and a script that this adds rather than the HTML's own, so that
 * index.html's gate can hold all of them back where a game loaded ahead goes first: on a first
 * visit the entry's four requests took four of the browser's six connections to the site while
 * the page's early reads waited (docs/web/start-up.md, "The game goes first on a first visit").
 * The entry runs once the document is parsed, as the HTML's module script did: it renders into
 * `#root`, which a script that arrived sooner (from the service worker) would not find yet.
 */
export function loadSiteCode(files: SiteCodeFiles, page: SiteCodeWindow = window): void {
  const document = page.document;
  const link = (rel: string, href: string, fetchPriority: LoadLink['fetchPriority']): LoadLink & Node => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    element.fetchPriority = fetchPriority;
    // As Vite's module requests and i18next's fetch ask, so the browser reuses these.
    element.crossOrigin = rel === 'modulepreload' ? '' : 'anonymous';
    return element;
  };
  const runEntry = (): void => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files.entry;
    document.head.append(script);
  };
  const whenMayLoad = page.siteWhenCodeMayLoad ?? ((now: () => void) => {
    now();
  });
  // The entry's files and the texts may come before the painted home page's first paint; the
  // renderer's modules, and the entry's run (which asks for them), after it.
  whenMayLoad(
    () => {
      for (const href of [files.entry, ...files.entryImports]) document.head.append(link('modulepreload', href, 'auto'));
      const texts = link('preload', files.texts, 'auto');
      texts.as = 'fetch';
      texts.type = 'application/json';
      document.head.append(texts);
    },
    { beforePaint: true },
  );
  whenMayLoad(() => {
    for (const href of files.modules) document.head.append(link('modulepreload', href, 'low'));
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', runEntry, { once: true });
    else runEntry();
  });
}
