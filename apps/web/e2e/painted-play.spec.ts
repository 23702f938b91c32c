import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { shootBothSchemes } from './support/artifacts.ts';
import { editLevelsPage, withoutGameScript } from './support/edit-levels-page.ts';
import { holdRequests } from './support/hold-requests.ts';
import { type Stamina, spendStaminaBelowARun } from './support/levels-runs.ts';
import { uniqueEmail } from './support/mail.ts';
import { text } from './support/translations.ts';

// On a game's page index.html paints Play before the site's code is in (src/play/painted-play.ts,
// issue 37): where the live Play will stand, working. A tap on it shows at once that the game is
// starting and is done, once, by the live page. The site's code is held by the test (the entry and
// the renderer), never timed.

const password = 'harbour lichen kettle 37';
const siteCode = /\/assets\/(index|render-app)-[^/]+\.js$/;
const painted = (page: Page) => page.locator('.home-preview .game-page__play');
const livePlay = (page: Page) => page.locator('#root > .site .game-page__play');
const playLevelOne = text('play.playLevel').replace('{{level}}', '1');

/** Play's place and height on the page (its width follows its label and the tapped state's spinner). */
async function placeOf(page: Page, selector: string): Promise<{ x: number; y: number; height: number }> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not drawn`);
  return { x: Math.round(box.x), y: Math.round(box.y), height: Math.round(box.height) };
}

/** Counts the runs the page starts on the server (startRun). */
function countStarts(page: Page): { runs: () => number } {
  let runs = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /^\/api\/games\/[^/]+\/runs$/.test(new URL(request.url()).pathname)) runs += 1;
  });
  return { runs: () => runs };
}

/** When (Date.now()) the page asked for each file whose URL matches `url`. */
function countRequests(page: Page, url: RegExp): { times: () => number[] } {
  const times: number[] = [];
  page.on('request', (request) => {
    if (url.test(request.url())) times.push(Date.now());
  });
  return { times: () => times };
}

/** Counts the loads of the game's own page (its frame's document). */
function countGameLoads(page: Page): { loads: () => number } {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && /\/play\/levels\/\d+\/\?/.test(request.url())) loads += 1;
  });
  return { loads: () => loads };
}

/** The shown stage, its single frame ready, and the game started once by a tap in it. */
async function expectOneGameOpened(page: Page, starts: { runs: () => number }, historyBefore: number): Promise<void> {
  const stage = page.getByTestId('game-stage');
  await expect(stage).toBeVisible();
  await expect(page.locator('.game-stage--preloading')).toHaveCount(0);
  await expect(page.locator('iframe.game-stage__frame')).toHaveCount(1);
  await expect(stage.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  const game = page.frameLocator('[data-testid="game-stage"] iframe.game-stage__frame');
  await game.locator('#start-button').click();
  await expect(game.locator('#stats')).toHaveText(/^Moves 0 · Par \d+$/);
  await expect.poll(starts.runs).toBe(1);
  // The stage's history entry, as for a tap on the live Play: never a second one, and the
  // browser's Back stays on the page, where it asks before leaving the run in progress.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(historyBefore + 1);
  await page.evaluate(() => {
    history.back();
  });
  await expect(page.getByTestId('leave-run')).toBeVisible();
  await expect(page).toHaveURL(/\/games\/levels$/);
}

/**
 * A new player who signed in on this browser before (the hint the site keeps beside the session,
 * src/account/signed-in-hint.ts), so that a first visit holds the site's code for the game, with
 * the gate's limit (2.5 s after the navigation) out of the way: the test looks for as long as it needs.
 */
async function signedInHereBefore(page: Page, emailPrefix: string, displayName: string): Promise<void> {
  await registerConfirmed(page, { email: uniqueEmail(emailPrefix), password, displayName });
  await page.addInitScript(() => {
    if (window !== window.top) return;
    localStorage.setItem('site.signedIn', '1');
    (window as { siteE2eCodeHoldLimitMs?: number }).siteE2eCodeHoldLimitMs = 600_000;
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a level read after Play is painted: the game is loaded ahead once it comes, still before the site's code", async ({ page }) => {
    await registerConfirmed(page, { email: uniqueEmail('painted-play-late-level'), password, displayName: 'Late Level' });
    const gameLoads = countGameLoads(page);
    const code = await holdRequests(page, siteCode);
    // The player's progress, read with the HTML (early-reads.ts), held: Play is painted without its level.
    const progress = await holdRequests(page, /\/api\/levels\/progress$/);
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await progress.held;
    await expect(painted(page)).toHaveText(text('play.play'));
    await expect(painted(page)).toBeEnabled();
    expect(gameLoads.loads()).toBe(0);
    await expect(page.locator('[data-painted-stage]')).toHaveCount(0);
    progress.release();
    await expect(painted(page)).toHaveText(playLevelOne);
    const ahead = page.locator('[data-painted-stage]');
    await expect(ahead).toHaveClass(/\bgame-stage--preloading\b/);
    await expect(ahead.locator('iframe.game-stage__frame')).toHaveAttribute('src', /\/play\/levels\/\d+\/\?level=1&lang=en&theme=(light|dark)&open=1$/);
    await expect.poll(gameLoads.loads).toBe(1);
    await code.held;
    code.release();
    // The live page takes that frame: one stage, one load.
    await expect(livePlay(page)).toBeEnabled();
    await expect(page.locator('.game-stage--preloading iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('iframe.game-stage__frame')).toHaveCount(1);
    expect(gameLoads.loads()).toBe(1);
  });

  test('a tap on the painted Play shows it is starting at once, and the game opens once when the code is in', async ({ page }) => {
    await registerConfirmed(page, { email: uniqueEmail('painted-play-tap'), password, displayName: 'Painted Player' });
    const starts = countStarts(page);
    const gameLoads = countGameLoads(page);
    const code = await holdRequests(page, siteCode);
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await code.held;
    // The player's level came with the early reads: Play says which one it opens.
    await expect(painted(page)).toHaveText(playLevelOne);
    await expect(painted(page)).toBeEnabled();
    await expect(page.locator('.home-preview h1')).toHaveText('Levels');
    await expect(page.locator('.home-preview .account-menu__name')).toHaveText('Painted Player');
    // The player's game loads ahead, hidden and out of reach, as the live page would load it.
    const ahead = page.locator('[data-painted-stage]');
    await expect(ahead).toHaveClass(/\bgame-stage--preloading\b/);
    await expect(ahead).toHaveAttribute('aria-hidden', 'true');
    await expect(ahead).toHaveAttribute('inert', '');
    await expect.poll(gameLoads.loads).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shootBothSchemes(page, 'painted-play-mobile');

    await painted(page).tap();
    await expect(painted(page)).toHaveAttribute('data-preview-pending', '');
    await expect(painted(page)).toHaveAttribute('aria-busy', 'true');
    // The stage opens at once, and the game starts loading in it while the site's code is still held.
    const paintedStage = page.getByRole('dialog', { name: 'Levels' });
    await expect(paintedStage).toBeVisible();
    await expect(paintedStage.getByRole('button', { name: text('play.back') })).toBeFocused();
    // A modal stage: Tab stays in it, the page under it is out of reach.
    await expect(page.locator('.home-preview main')).toHaveAttribute('inert', '');
    await expect(paintedStage.locator('iframe.game-stage__frame')).toHaveAttribute('src', /\/play\/levels\/\d+\/\?level=1&lang=en&theme=(light|dark)&open=1$/);
    // The stage shows the game loaded ahead: it is not loaded again.
    expect(gameLoads.loads()).toBe(1);
    // The game has loaded and spoken (its ready, its loading) with no host to hear it: kept for the live one.
    await expect.poll(() => page.evaluate(() => (window as { sitePaintedStage?: { messages: unknown[] } }).sitePaintedStage?.messages.length ?? 0)).toBeGreaterThan(0);
    // It said it is ready: the stage shows it, its first screen the player's to read.
    await expect(paintedStage.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
    await expect(paintedStage.getByRole('status')).toHaveCount(0);
    await expect(page.frameLocator('[data-painted-stage] iframe.game-stage__frame').locator('#start-button')).toHaveText('Start level 1');
    await shootBothSchemes(page, 'painted-play-tapped-mobile');

    const historyBefore = await page.evaluate(() => history.length);
    code.release();
    await expectOneGameOpened(page, starts, historyBefore);
    // The live stage took the frame the tap started, as it was: the game was not loaded again.
    expect(gameLoads.loads()).toBe(1);
    await expect(page.locator('[data-painted-stage]')).toHaveCount(0);
  });

  test('a level started in the painted stage before the code is in starts its run once, when the live stage answers', async ({ page }) => {
    await registerConfirmed(page, { email: uniqueEmail('painted-play-start'), password, displayName: 'Early Player' });
    const starts = countStarts(page);
    const gameLoads = countGameLoads(page);
    const code = await holdRequests(page, siteCode);
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await code.held;
    await painted(page).tap();
    const game = page.frameLocator('[data-painted-stage] iframe.game-stage__frame');
    await expect(game.locator('#start-button')).toHaveText('Start level 1');
    await game.locator('#start-button').click();
    // Nobody can answer the game yet: its run waits, and nothing is spent.
    await expect.poll(() => page.evaluate(() => (window as { sitePaintedStage?: { messages: { data: { type?: string } }[] } }).sitePaintedStage?.messages.some((message) => message.data.type === 'startRun') ?? false)).toBe(true);
    expect(starts.runs()).toBe(0);
    // The page tells the game its requests are still being worked on (the SDK's `pending`, every
    // 5 s), so that none gives up after its 15 s however long the site's code takes.
    const gameFrame = page.frames().find((frame) => /\/play\/levels\/\d+\/\?/.test(frame.url()));
    if (!gameFrame) throw new Error("The game's frame is not in the page");
    const notice = await gameFrame.evaluate(
      () =>
        new Promise<{ type: unknown; id: unknown }>((resolve) => {
          addEventListener('message', (event: MessageEvent<{ type?: unknown; id?: unknown } | null>) => {
            if (event.data?.type === 'pending') resolve({ type: event.data.type, id: event.data.id });
          });
        }),
    );
    expect(notice.id).toEqual(expect.any(String));
    code.release();
    const stage = page.getByTestId('game-stage');
    await expect(stage.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
    const live = page.frameLocator('[data-testid="game-stage"] iframe.game-stage__frame');
    await expect(live.locator('#stats')).toHaveText(/^Moves 0 · Par \d+$/);
    await expect.poll(starts.runs).toBe(1);
    expect(gameLoads.loads()).toBe(1);
  });

  test('a tap on the painted Play with too little stamina for a run: once the code is in, the stage goes and Play says why it waits; no run is asked for', async ({ page }) => {
    await registerConfirmed(page, { email: uniqueEmail('painted-play-tired'), password, displayName: 'Tired Player' });
    const { stamina, runCost } = await spendStaminaBelowARun(page);
    const starts = countStarts(page);
    const code = await holdRequests(page, siteCode);
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await code.held;
    // index.html cannot know the stamina: its Play works, and its stage opens at the tap.
    await painted(page).tap();
    await expect(page.getByRole('dialog', { name: 'Levels' })).toBeVisible();
    code.release();
    // The live page knows: the stage goes, and Play, focused, waits with the reason as its description.
    const reason = page.getByTestId('stamina-short');
    await expect(reason).toBeVisible();
    await expect(page.locator('[data-painted-stage]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const play = livePlay(page);
    await expect(play).toBeFocused();
    await expect(play).toHaveAttribute('aria-disabled', 'true');
    await expect(play).toHaveAccessibleDescription(await reason.innerText());
    await expect(page.getByRole('main').getByRole('link', { name: text('titles.recoverStamina') })).toHaveAttribute('href', '/recover-stamina');
    expect(starts.runs()).toBe(0);
    expect((await callApi<Stamina>(page, 'GET', '/api/stamina')).value, 'nothing was spent').toBeGreaterThanOrEqual(stamina.value);
    expect(stamina.value).toBeLessThan(runCost);
  });

  test("Back on the stage the painted Play opened closes it, and Play stays the player's to tap", async ({ page }) => {
    await registerConfirmed(page, { email: uniqueEmail('painted-play-back'), password, displayName: 'Back Player' });
    const starts = countStarts(page);
    const code = await holdRequests(page, siteCode);
    // The game's own page held too (it is loaded ahead): the stage shows that it is loading.
    const gamePage = await holdRequests(page, /\/play\/levels\/\d+\/\?/);
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await code.held;
    await gamePage.held;
    await painted(page).tap();
    const paintedStage = page.getByRole('dialog', { name: 'Levels' });
    await expect(paintedStage.getByRole('status')).toHaveText(text('play.loadingGame'));
    await expect(paintedStage.locator('iframe.game-stage__frame')).toHaveCount(1);
    await shootBothSchemes(page, 'painted-play-stage-loading-mobile');
    await paintedStage.getByRole('button', { name: text('play.back') }).tap();
    await expect(paintedStage).toHaveCount(0);
    await expect(painted(page)).toBeFocused();
    await expect(painted(page)).not.toHaveAttribute('data-preview-pending');
    gamePage.release();
    code.release();
    await expect(livePlay(page)).toBeEnabled();
    await expect(livePlay(page)).toBeFocused();
    await expect(page.getByTestId('game-stage')).toHaveCount(0);
    await expect(page.locator('iframe.game-stage__frame:not(.game-stage--preloading iframe)')).toHaveCount(0);
    expect(starts.runs()).toBe(0);
  });

  test("a game loaded ahead and not yet opened when the code is in is the live page's: loaded once, and its Play opens it", async ({ page }) => {
    await registerConfirmed(page, { email: uniqueEmail('painted-play-ahead'), password, displayName: 'Reading Player' });
    const starts = countStarts(page);
    const gameLoads = countGameLoads(page);
    const code = await holdRequests(page, siteCode);
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await code.held;
    await expect(page.locator('[data-painted-stage] iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
    code.release();
    await expect(livePlay(page)).toBeEnabled();
    // The live page's stage, loaded ahead, took the frame index.html loaded: one stage, one frame.
    await expect(page.locator('[data-painted-stage]')).toHaveCount(0);
    await expect(page.locator('.game-stage--preloading iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('iframe.game-stage__frame')).toHaveCount(1);
    const historyBefore = await page.evaluate(() => history.length);
    await livePlay(page).tap();
    await expectOneGameOpened(page, starts, historyBefore);
    expect(gameLoads.loads()).toBe(1);
  });

  test.describe('on a first visit (no service worker)', () => {
    test.use({ serviceWorkers: 'block' });

    test("the game loaded ahead goes first: the site's code is asked for once the game has its files, or once the player reaches for the page", async ({ page }) => {
      await signedInHereBefore(page, 'painted-play-first', 'First Player');
      const renderer = countRequests(page, /\/assets\/render-app-[^/]+\.js$/);
      // Levels is one page, its script inside (apps/levels-game's README, "Build"): its page held.
      const gamePage = await holdRequests(page, /\/play\/levels\/\d+\/\?/);
      await page.goto('/games/levels', { waitUntil: 'commit' });
      await gamePage.held;
      // The painted page is up and its game's frame asks for its page: the site's renderer, which
      // the HTML used to ask for with the entry, is not asked for yet, and Play works.
      await expect(painted(page)).toBeEnabled();
      await expect(page.locator('[data-painted-stage] iframe.game-stage__frame')).toHaveCount(1);
      expect(renderer.times()).toEqual([]);
      const releasedAt = Date.now();
      gamePage.release();
      await expect(livePlay(page)).toBeEnabled();
      expect(renderer.times()).toHaveLength(1);
      expect(renderer.times()[0]).toBeGreaterThanOrEqual(releasedAt);
      await expect(page.locator('.game-stage--preloading iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');

      // The player reaches for the page (its header, which only the live page answers) while the game still loads: the code comes at once.
      const again = countRequests(page, /\/assets\/render-app-[^/]+\.js$/);
      const heldAgain = await holdRequests(page, /\/play\/levels\/\d+\/\?/);
      await page.goto('/games/levels', { waitUntil: 'commit' });
      await heldAgain.held;
      await expect(painted(page)).toBeEnabled();
      expect(again.times()).toEqual([]);
      await page.locator('.home-preview .site-header').click({ force: true });
      await expect(livePlay(page)).toBeEnabled();
      expect(again.times()).toHaveLength(1);
      heldAgain.release();
    });

    test("a player on the painted stage waits for the game, not the site: its code is asked for once the game says it is ready, after the frame that shows it", async ({ page }) => {
      await signedInHereBefore(page, 'painted-play-waiting', 'Waiting Player');
      const renderer = countRequests(page, /\/assets\/render-app-[^/]+\.js$/);
      // A game that loads its page and is not ready yet (as one that fetches its assets first).
      await editLevelsPage(page, withoutGameScript);
      const gamePage = await holdRequests(page, /\/play\/levels\/\d+\/\?/);
      await page.goto('/games/levels', { waitUntil: 'commit' });
      await gamePage.held;
      await painted(page).tap();
      await expect(page.getByRole('dialog', { name: 'Levels' })).toBeVisible();
      const frameLoaded = page.evaluate(
        () => new Promise<void>((resolve) => document.querySelector('[data-painted-stage] iframe')?.addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))), { once: true })),
      );
      gamePage.release();
      // Its page has loaded, and the frames after it have gone by: the site's code still waits.
      await frameLoaded;
      expect(renderer.times()).toEqual([]);
      const game = page.frames().find((frame) => /\/play\/levels\/\d+\/\?/.test(frame.url()));
      if (!game) throw new Error("The game's frame is not in the page");
      await game.evaluate(() => {
        parent.postMessage({ protocol: 'site-game', version: 2, type: 'gameReady', id: 'ready-1' }, '*');
      });
      await expect(page.locator('[data-painted-stage] iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
      await expect(livePlay(page)).toHaveCount(1);
      expect(renderer.times()).toHaveLength(1);
      await expect(page.getByTestId('game-stage')).toBeVisible();
    });

    test('a game loaded ahead goes with the game page: leaving it for another page leaves no frame behind', async ({ page }) => {
      await registerConfirmed(page, { email: uniqueEmail('painted-play-leave'), password, displayName: 'Leaving Player' });
      const code = await holdRequests(page, siteCode);
      // The game's page held: the page's `load` waits for its frame, and so does the live page's
      // own loading ahead on a first visit (use-stage-preload.ts), which would take the frame.
      const gamePage = await holdRequests(page, /\/play\/levels\/\d+\/\?/);
      await page.goto('/games/levels', { waitUntil: 'commit' });
      await code.held;
      await gamePage.held;
      await expect(page.locator('[data-painted-stage] iframe.game-stage__frame')).toHaveCount(1);
      code.release();
      await expect(livePlay(page)).toBeEnabled();
      await expect(page.locator('[data-painted-stage]')).toHaveCount(1);
      await page.locator('#root > .site').getByRole('link', { name: text('play.allGames') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('.game-stage')).toHaveCount(0);
      await expect(page.locator('iframe')).toHaveCount(0);
      gamePage.release();
    });
  });

  test('a game that tells how far it has loaded: the painted stage shows it, and so does the live stage that takes the frame', async ({ page }) => {
    await registerConfirmed(page, { email: uniqueEmail('painted-play-progress'), password, displayName: 'Patient Player' });
    const code = await holdRequests(page, siteCode);
    // The Levels page as a game still loading: it says 40 % (the SDK's `loadingProgress`) and never that it is ready.
    const saysProgress = "<script>parent.postMessage({ protocol: 'site-game', version: 2, type: 'loadingProgress', id: 'progress-1', progress: 40 }, '*');</script>";
    await editLevelsPage(page, (html) => withoutGameScript(html).replace('<body>', `<body>${saysProgress}`));
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await expect(painted(page)).toHaveText(playLevelOne);
    await painted(page).tap();
    const saysForty = text('play.loadingProgress').replace('{{progress}}', '40');
    await expect(page.getByRole('dialog', { name: 'Levels' }).getByRole('status')).toHaveText(saysForty);
    await shootBothSchemes(page, 'painted-play-progress-mobile');
    await code.held;
    code.release();
    await expect(page.locator('[data-painted-stage]')).toHaveCount(0);
    await expect(page.getByTestId('game-stage').getByText(saysForty)).toBeVisible();
  });

  test('a browser that saves data loads no game ahead: the tap on the painted Play starts it', async ({ page }) => {
    await registerConfirmed(page, { email: uniqueEmail('painted-play-save-data'), password, displayName: 'Thrifty Player' });
    // What Chrome's data saver tells a page (the Network Information API's saveData).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });
    });
    const gameLoads = countGameLoads(page);
    const code = await holdRequests(page, siteCode);
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await code.held;
    await expect(painted(page)).toHaveText(playLevelOne);
    await expect(page.locator('[data-painted-stage]')).toHaveCount(0);
    expect(gameLoads.loads()).toBe(0);
    await painted(page).tap();
    await expect(page.locator('[data-painted-stage] iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
    expect(gameLoads.loads()).toBe(1);
    code.release();
    await expect(page.getByTestId('game-stage').locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
    expect(gameLoads.loads()).toBe(1);
  });

  test('a visitor: the painted Play, tapped, shows what the live Play shows, the offer to sign in', async ({ page }) => {
    const code = await holdRequests(page, siteCode);
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await code.held;
    await expect(painted(page)).toHaveText(text('play.play'));
    await expect(page.locator('.home-preview [data-testid="stamina-now"]')).toHaveCount(0);
    await painted(page).tap();
    await expect(painted(page)).toHaveAttribute('data-preview-pending', '');
    code.release();
    await expect(page.getByTestId('sign-in-to-play')).toBeVisible();
    await expect(page.getByTestId('sign-in-to-play')).toHaveCount(1);
    await expect(page.getByTestId('game-stage')).toHaveCount(0);
  });

  test('where motion is reduced, the tapped Play turns slowly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const code = await holdRequests(page, siteCode);
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await code.held;
    await painted(page).tap();
    await expect(painted(page)).toHaveAttribute('data-preview-pending', '');
    const duration = await painted(page).evaluate((element) => getComputedStyle(element, '::after').animationDuration);
    expect(duration).toBe('3s');
    code.release();
  });
});

for (const viewport of [
  { name: 'a phone, signed in', key: 'mobile', size: { width: 390, height: 844 }, signedIn: true },
  { name: 'a desktop, a visitor', key: 'desktop', size: { width: 1280, height: 800 }, signedIn: false },
]) {
  test(`on ${viewport.name}, the painted Play stands where the live Play does`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    if (viewport.signedIn) await registerConfirmed(page, { email: uniqueEmail('painted-play-place'), password, displayName: 'Placed Player' });
    const code = await holdRequests(page, siteCode);
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await code.held;
    await expect(painted(page)).toHaveText(viewport.signedIn ? playLevelOne : text('play.play'));
    const before = await placeOf(page, '.home-preview .game-page__play');
    code.release();
    await expect(page.locator('.home-preview')).toHaveCount(0);
    await expect(livePlay(page)).toBeEnabled();
    await expect(livePlay(page)).toHaveText(viewport.signedIn ? playLevelOne : text('play.play'));
    expect(await placeOf(page, '#root > .site .game-page__play'), 'Play moved when the live page took over').toEqual(before);
  });
}

test("a player who completed every level: the painted Play offers level 1 and its row says so, as the live page does, which takes its place", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerConfirmed(page, { email: uniqueEmail('painted-play-all-done'), password, displayName: 'All Done' });
  // The server's answer once every level is completed: no next level (the early read and the live page's).
  const { levels } = await callApi<{ levels: { level: number; maxScore: number; completedCoins: number }[] }>(page, 'GET', '/api/levels/progress');
  const completedAt = new Date().toISOString();
  const everyLevel = { game: 'levels', version: 1, levels: levels.map((level) => ({ ...level, bestScore: level.maxScore, completedAt })), completedCount: levels.length, nextLevel: null };
  await page.route(/\/api\/levels\/progress$/, (route) => route.fulfill({ json: everyLevel }));
  const allCompleted = text('play.allLevelsCompleted_other').replace('{{count}}', String(levels.length));
  const code = await holdRequests(page, siteCode);
  await page.goto('/games/levels', { waitUntil: 'commit' });
  await code.held;
  // Not "Level 1 of 24" beside a bare Play: the level Play opens, and every level completed.
  await expect(painted(page)).toHaveText(playLevelOne);
  await expect(page.locator('.home-preview [data-testid="level-now"]')).toHaveText(allCompleted);
  // Loaded ahead at level 1, with no highest level paid (the server pays any level now).
  await expect(page.locator('[data-painted-stage] iframe.game-stage__frame')).toHaveAttribute('src', /\/play\/levels\/\d+\/\?level=1&lang=en&theme=(light|dark)$/);
  const before = await placeOf(page, '.home-preview .game-page__play');
  code.release();
  await expect(page.locator('.home-preview')).toHaveCount(0);
  await expect(livePlay(page)).toHaveText(playLevelOne);
  await expect(page.locator('#root [data-testid="level-now"]')).toHaveText(allCompleted);
  expect(await placeOf(page, '#root > .site .game-page__play'), 'Play moved when the live page took over').toEqual(before);
});

for (const key of ['Enter', 'Space'] as const) {
  test(`by keyboard: the painted Play takes the focus, and ${key} opens the game once the code is in`, async ({ page }) => {
    await registerConfirmed(page, { email: uniqueEmail(`painted-play-${key.toLowerCase()}`), password, displayName: 'Keyboard Player' });
    const starts = countStarts(page);
    const code = await holdRequests(page, siteCode);
    await page.goto('/games/levels', { waitUntil: 'commit' });
    await code.held;
    await expect(painted(page)).toHaveText(playLevelOne);
    // The header and footer of the painted frame are inert: Play is the first stop.
    await page.keyboard.press('Tab');
    await expect(painted(page)).toBeFocused();
    await page.keyboard.press(key);
    await expect(painted(page)).toHaveAttribute('data-preview-pending', '');
    const historyBefore = await page.evaluate(() => history.length);
    code.release();
    await expectOneGameOpened(page, starts, historyBefore);
  });
}
