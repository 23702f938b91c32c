import { existsSync } from 'node:fs';
import { debianChromiums, quietChromiumArgs } from '@site/headless-chromium';

/**
 * Debian's Chromium, never a downloaded browser: its headless shell (Debian's
 * `chromium-headless-shell`, the same Blink and Skia, and what Playwright itself runs for headless
 * tests) when installed, else the full browser at /usr/bin/chromium. The shell costs far less CPU
 * per page: the accessibility suite took 62 s against 98 s on two cores (2026-11-27), and the
 * compared pictures are the same. Override with CHROMIUM_PATH. The benchmarks that measure what
 * visitors get (apps/web/scripts) launch the full browser themselves.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? debianChromiums.find((path) => existsSync(path)) ?? '/usr/bin/chromium';

/** The full browser, for what the headless shell does not do (offering to install a web app). */
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep headless Chromium quiet on a machine with no outside network (`@site/headless-chromium`), without the sandbox. */
export const chromiumArgs = ['--no-sandbox', ...quietChromiumArgs];
