/** What the early scheme reads of the page; `window` in the browser. */
export type EarlySchemeWindow = Pick<Window, 'location' | 'localStorage' | 'sessionStorage' | 'matchMedia'> & {
  document: { documentElement: Pick<HTMLElement, 'setAttribute' | 'style'> };
};

/**
 * Runs inline in `<head>` before anything paints (the build inlines its source, so it must not use
 * anything outside itself): sets `<html data-appearance>` to the scheme the site will choose once
 * its code runs (appearance-store.ts), so a light system or a visitor who chose light does not see
 * the dark page first. The visitor's stored choice (`site.appearance`) wins; "Automatic" follows
 * the system outside Telegram. Inside Telegram the theme comes from Telegram once the site starts,
 * so the page keeps its dark default there unless the visitor chose a scheme.
 */
export function markEarlyScheme(page: EarlySchemeWindow = window): void {
  // Each read on its own: blocked storage (private modes, sandboxes) still lets the system decide.
  const read = (get: () => string | null): string | null => {
    try {
      return get();
    } catch {
      return null;
    }
  };
  const stored = read(() => page.localStorage.getItem('site.appearance'));
  const inTelegram = page.location.hash.includes('tgWebApp') || read(() => page.sessionStorage.getItem('tapps/launchParams')) !== null;
  const scheme = stored === 'light' || stored === 'dark' ? stored : !inTelegram && page.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : null;
  if (scheme === null) return;
  page.document.documentElement.setAttribute('data-appearance', scheme);
  page.document.documentElement.style.colorScheme = scheme;
}
