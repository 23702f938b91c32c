/** What the inline preload reads of the page; `window` in the browser. */
export interface FirstRenderCodeWindow {
  document: { head: Pick<HTMLElement, 'append'>; createElement: (tag: 'link') => Pick<HTMLLinkElement, 'rel' | 'href' | 'as' | 'type' | 'crossOrigin' | 'fetchPriority'> & Node };
  /** index.html's gate (src/startup/site-code-gate.ts): runs `load` now, or once the site's code may load. */
  siteWhenCodeMayLoad?: (load: () => void) => void;
}

/**
 * Runs inline in `<head>` on every page (home-shell-plugin.ts puts its source there with the
 * build's file names, so it must not use anything outside itself): asks for the first render's
 * modules (the renderer, the API client) and the English texts with the HTML, at low priority
 * behind the entry's own, so the site finds them in hand instead of asking while it starts. Links
 * a script adds rather than the HTML's own, so that index.html's gate can hold them back where a
 * game loaded ahead goes first.
 */
export function preloadFirstRenderCode(files: { modules: readonly string[]; texts: string }, page: FirstRenderCodeWindow = window): void {
  const link = (rel: string, href: string): ReturnType<FirstRenderCodeWindow['document']['createElement']> => {
    const element = page.document.createElement('link');
    element.rel = rel;
    element.href = href;
    return element;
  };
  const load = (): void => {
    // As the site's own requests are made (Vite's module requests, i18next's fetch), so the browser reuses these.
    const texts = link('preload', files.texts);
    texts.as = 'fetch';
    texts.type = 'application/json';
    texts.crossOrigin = 'anonymous';
    page.document.head.append(texts);
    for (const href of files.modules) {
      const module = link('modulepreload', href);
      module.crossOrigin = '';
      module.fetchPriority = 'low';
      page.document.head.append(module);
    }
  };
  (page.siteWhenCodeMayLoad ?? ((now: () => void) => {
    now();
  }))(load);
}
