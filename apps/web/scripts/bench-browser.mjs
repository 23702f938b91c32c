/**
 * The browser the benchmarks measure in: Debian's full Chromium (`CHROMIUM_PATH`, default
 * /usr/bin/chromium), as near to what visitors run as this machine has (the tests run in the
 * headless shell, tooling/testing/chromium.ts), quiet: no GPU, no first-run pages, no background
 * networking.
 *
 * And without the full browser's own pages, which no phone runs beside a site: since Chromium 156
 * each new window loads the omnibox popup's two WebUI pages (chrome://omnibox-popup.top-chrome) in
 * a renderer of their own, some 0.7 s of one of this machine's two cores at the start of every
 * first visit (docs/web/benchmarks.md, "The browser's own pages"). `assertNoBrowserPages` fails a
 * bench whose browser loads such a page all the same (a later Chromium's).
 *
 * Chromium reads only the last `--disable-features` of its command line, so the one made here
 * replaces Playwright's and chrome-launcher's own lists, and every feature a bench turns off must
 * be in it (`featuresOff`).
 */
import { browserPageFeatures } from '@site/headless-chromium';

export const benchChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `--disable-features` with the browser's own pages and `featuresOff`. */
function featuresOffFlag(featuresOff = []) {
  return `--disable-features=${[...browserPageFeatures, ...featuresOff].join(',')}`;
}

/** Playwright's launch options for the benches' browser, with `featuresOff` turned off too. */
export function benchBrowserOptions(featuresOff = []) {
  return {
    executablePath: benchChromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', featuresOffFlag(featuresOff)],
  };
}

/**
 * chrome-launcher's flags (its defaults, then `flags`), with every `--disable-features` among them
 * merged into one that turns the browser's own pages off as well: for `ignoreDefaultFlags`.
 */
export function withBrowserPagesOff(defaultFlags, flags) {
  const all = [...defaultFlags, ...flags];
  const prefix = '--disable-features=';
  const featuresOff = all.filter((flag) => flag.startsWith(prefix)).flatMap((flag) => flag.slice(prefix.length).split(','));
  return [...all.filter((flag) => !flag.startsWith(prefix)), featuresOffFlag(featuresOff.filter((feature) => !browserPageFeatures.includes(feature)))];
}

/** Throws, naming them, when the browser has pages of its own open (`targets`: the DevTools protocol's target infos). */
export function assertNoBrowserPages(targets) {
  const own = targets.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url);
  if (own.length > 0) throw new Error(`The benchmark's browser runs pages of its own beside the page measured (${own.join(', ')}): turn their feature off in scripts/bench-browser.mjs.`);
}

/** `assertNoBrowserPages` for a Playwright browser with a page open. */
export async function assertPlaywrightBrowserQuiet(browser) {
  const session = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await session.send('Target.getTargets');
    assertNoBrowserPages(targetInfos);
  } finally {
    await session.detach();
  }
}
