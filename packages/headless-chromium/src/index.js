// Plain JavaScript (typed by index.d.ts): config files that Node loads without a TypeScript loader
// (Vitest's and Playwright's, through tooling/testing/chromium.ts) import it too.

/** Debian's Chromium, never a downloaded browser: its headless shell first (the same engine for far less CPU), then the full browser. */
export const debianChromiums = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/**
 * Flags that keep headless Chromium quiet on a machine with no outside network: no GPU, no QUIC,
 * no first-run pages, no background downloads, updates or sync. The sandbox is each caller's
 * choice (`--no-sandbox` only where it cannot run).
 */
export const quietChromiumArgs = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The full browser's own pages, as features to turn off: since Chromium 156 each new window of
 * /usr/bin/chromium, headless too, loads the address bar's popup (two WebUI pages, about 0.7 s of a
 * core). The headless shell has neither and ignores the names. Chromium reads only the last
 * `--disable-features` of its command line: merge these into the one that is passed.
 */
export const browserPageFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
