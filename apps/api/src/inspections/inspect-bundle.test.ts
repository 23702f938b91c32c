import { existsSync } from 'node:fs';
import { browserPageFeatures } from '@site/headless-chromium';
import { expect, it } from 'vitest';
import { launchInspectorBrowser } from './inspect-bundle.ts';

// The server falls back to the full browser where the headless shell is not installed.
const fullBrowser = '/usr/bin/chromium';
if (!existsSync(fullBrowser)) throw new Error(`this test needs Debian's full Chromium at ${fullBrowser} (apt install chromium)`);

it("the full browser's inspection windows load none of its own pages, and Playwright's own features stay off beside ours", async () => {
  const browser = await launchInspectorBrowser(fullBrowser);
  try {
    const page = await browser.newPage();
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://'))).toEqual([]);

    // What the browser was started with, after the launcher script.
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const lists = commandLine.match(/--disable-features=\S+/g) ?? [];
    expect(lists).toHaveLength(1);
    // Request interception relies on Playwright's (redirects of preflighted requests).
    expect(lists[0]?.split('=')[1]?.split(',')).toEqual(expect.arrayContaining(['AvoidCorsURLLoaderRestartOnRedirect', ...browserPageFeatures]));
  } finally {
    await browser.close();
  }
});
