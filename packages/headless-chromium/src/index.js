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
