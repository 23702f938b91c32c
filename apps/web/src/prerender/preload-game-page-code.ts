/** What the inline preload reads of the page; `window` in the browser. */
export interface GamePageCodeWindow {
  location: Pick<Location, 'pathname'>;
  document: { head: Pick<HTMLElement, 'append'>; createElement: (tag: 'link') => Pick<HTMLLinkElement, 'rel' | 'href' | 'as' | 'crossOrigin'> & Node };
  /** index.html's gate (src/startup/site-code-gate.ts): runs `load` now, or once the site's code may load. */
  siteWhenCodeMayLoad?: (load: () => void) => void;
}

/**
 * Runs inline in `<head>` (game-page-code-plugin.ts puts its source there with the build's file
 * names, so it must not use anything outside itself): on a game's page (`/games/:game`), asks for
 * the page's modules and stylesheets now, so they are in hand when the site's code finds the route;
 * where index.html's gate holds the site's code back (a game loaded ahead goes first), once it lets it.
 */
export function preloadGamePageCode(files: { scripts: readonly string[]; styles: readonly string[] }, page: GamePageCodeWindow = window): void {
  if (!/^\/games\/[^/]+\/?$/.test(page.location.pathname)) return;
  const link = (rel: string, href: string, as?: string): void => {
    const element = page.document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as !== undefined) element.as = as;
    // As the site's own module and stylesheet requests are made (Vite's), so the browser reuses these.
    element.crossOrigin = '';
    page.document.head.append(element);
  };
  (page.siteWhenCodeMayLoad ?? ((now: () => void) => {
    now();
  }))(() => {
    for (const href of files.styles) link('preload', href, 'style');
    for (const href of files.scripts) link('modulepreload', href);
  });
}
