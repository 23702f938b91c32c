/** What the inline preload reads of the page; `window` in the browser. */
export interface HomePageCodeWindow {
  location: Pick<Location, 'pathname'>;
  document: { head: Pick<HTMLElement, 'append'>; createElement: (tag: 'link') => Pick<HTMLLinkElement, 'rel' | 'href' | 'crossOrigin' | 'fetchPriority'> & Node };
  /** index.html's gate (src/startup/site-code-gate.ts): runs `load` now, or once the site's code may load. */
  siteWhenCodeMayLoad?: (load: () => void) => void;
}

/**
 * Runs inline in `<head>` (home-shell-plugin.ts puts its source there with the build's file names,
 * so it must not use anything outside itself): on `/` only, asks for the home page's own modules
 * with the HTML, at low priority, as the first render's code. On any other page (a game's, where
 * shared links land) they are not that page's, and would take the network from its own files on a
 * first visit (issue 37). Through index.html's gate, as the rest of the site's code: after the
 * painted home page's first frame.
 */
export function preloadHomePageCode(scripts: readonly string[], page: HomePageCodeWindow = window): void {
  if (page.location.pathname !== '/') return;
  const load = (): void => {
    for (const href of scripts) {
      const element = page.document.createElement('link');
      element.rel = 'modulepreload';
      element.href = href;
      element.fetchPriority = 'low';
      // As the site's own module requests are made (Vite's), so the browser reuses these.
      element.crossOrigin = '';
      page.document.head.append(element);
    }
  };
  (page.siteWhenCodeMayLoad ?? ((now: () => void) => {
    now();
  }))(load);
}
