import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerConfirmedInBrowser } from './support/account.ts';
import { uniqueEmail } from './support/mail.ts';
import { text } from './support/translations.ts';
import { shootBothSchemes } from './support/artifacts.ts';

// Play stays where the finger is going (issue 37): on a game's page, what the server answers after
// the first paint (who is signed in, the player's level) fills rows kept for it, and Play does not
// move down a row while a player is about to tap it.

/** Holds the page's requests to `path` until the returned function is called. */
async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route((url) => url.pathname === path, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Play's place and height on the page (its width follows its label: "Play", then "Play level 1"). */
async function playPlace(page: Page): Promise<{ x: number; y: number; height: number }> {
  const box = await page.locator('.game-page__play').boundingBox();
  if (!box) throw new Error('Play is not drawn');
  return { x: Math.round(box.x), y: Math.round(box.y), height: Math.round(box.height) };
}

for (const viewport of [
  { name: 'a phone', key: 'mobile', size: { width: 390, height: 844 } },
  { name: 'a desktop', key: 'desktop', size: { width: 1280, height: 800 } },
]) {
  test(`on ${viewport.name}, Play keeps its place while the session and then the player's level arrive`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    // Signed up in this browser, as a returning player is: the site remembers that someone was signed in here.
    await registerConfirmedInBrowser(page, { email: uniqueEmail('steady-play'), password: 'glacier pebble lantern 83', displayName: 'Steady Player' });
    const releaseSession = await holdRequests(page, '/api/session');
    const releaseLevel = await holdRequests(page, '/api/levels/progress');
    await page.goto('/games/levels');
    const play = page.locator('.game-page__play');
    await expect(play).toBeDisabled();
    const beforeSession = await playPlace(page);
    await shootBothSchemes(page, `game-page-steady-waiting-${viewport.key}`);

    releaseSession();
    await expect(play).toBeEnabled();
    await expect(page.getByTestId('stamina-now')).not.toHaveText('…');
    expect(await playPlace(page), 'Play moved when the session arrived').toEqual(beforeSession);

    releaseLevel();
    await expect(play).toHaveText(text('play.playLevel').replace('{{level}}', '1'));
    await expect(page.getByText(text('play.levelOfCount').replace('{{level}}', '1').replace(/\{\{count\}\}/, ''), { exact: false })).toBeVisible();
    expect(await playPlace(page), "Play moved when the player's level arrived").toEqual(beforeSession);
    await shootBothSchemes(page, `game-page-steady-arrived-${viewport.key}`);
  });
}
