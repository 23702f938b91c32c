/** What the gate reads of the page; `window` in the browser. */
export type GateWindow = Pick<Window, 'location' | 'localStorage' | 'sessionStorage'> & {
  navigator: Pick<Navigator, 'languages' | 'language'>;
  document: { cookie: string; documentElement: Pick<Element, 'setAttribute'> };
};

/**
 * Runs inline in `<head>` before the page is parsed (the build inlines its source, so it must not
 * use anything outside itself): marks `<html data-home-preview>` when the static home page in
 * index.html is what this visitor will see once the site starts, i.e. on `/` without a link id,
 * outside Telegram (which starts on its own screen) and in English. The language is looked up in
 * the order the site's language detector uses (`?lng`, cookie, local and session storage,
 * browser); a wrong guess only shows the English preview until the site starts. Not for a browser
 * whose last session was signed in (`site.signedIn`, see src/account/signed-in-hint.ts): the
 * preview is the signed-out page, which that player would not see. On a game's page, on the same
 * terms but signed in or not, it marks `data-game-preview`: the preview's frame may carry that
 * page's painted Play (src/play/painted-play.ts). Anywhere else the loading screen shows instead.
 */
export function markHomePreview(page: GateWindow = window): void {
  try {
    const { pathname, search, hash } = page.location;
    const query = new URLSearchParams(search);
    // A game's page paints its own Play in the preview's frame, signed in or not (painted-play.ts).
    const gamePage = /^\/games\/[^/]+\/?$/.test(pathname);
    if ((pathname !== '/' && !gamePage) || query.has('id') || hash.includes('tgWebApp') || page.sessionStorage.getItem('tapps/launchParams') !== null) return;
    if (!gamePage && page.localStorage.getItem('site.signedIn') === '1') return;
    const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(page.document.cookie)?.[1];
    const language =
      query.get('lng') ??
      cookie ??
      page.localStorage.getItem('i18nextLng') ??
      page.sessionStorage.getItem('i18nextLng') ??
      page.navigator.languages[0] ??
      page.navigator.language;
    if (/^en(?:-|$)/i.test(language)) page.document.documentElement.setAttribute(gamePage ? 'data-game-preview' : 'data-home-preview', '');
  } catch {
    // Storage refused (private modes, sandboxes): the loading screen shows, as without this.
  }
}
