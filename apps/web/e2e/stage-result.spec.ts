import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerConfirmed, signedInName } from './support/account.ts';
import { saveArtifact } from './support/artifacts.ts';
import { expectFillsViewport, expectInside, expectOnScreen } from './support/geometry.ts';
import { uniqueEmail } from './support/mail.ts';
import { expectPictures, showScheme, type PictureScheme } from './support/pictures.ts';
import { text } from './support/translations.ts';

// One result per run (packages/game-sdk README): on a phone, in English and Spanish, a finished
// level of Levels shows the game's own celebration (no coins, no next step) and, in the site's
// sheet over the bottom of the stage, the coins and the next step (the next level, Play again; a
// visitor's Sign in, which comes back to the game, and the next level their save opened). The
// sheet never pushes the game off the screen: measured at 390 × 844 and 360 × 740, and compared
// with committed pictures. Hidden, the sheet leaves "Show the result" on the stage; on a wide
// screen its content is as wide as the game's column, centred; the achievements a run unlocked are
// seen at once; a level given up offers one way on.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' });

type Language = 'en' | 'es';
const phones = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;
const password = 'ridge lantern otter 61';

const fill = (key: string, language: Language, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key, language));
/** What the Levels game itself says, per language (apps/levels-game/src/ui/strings.ts). */
const levelsSays = {
  en: { start: (level: number) => `Start level ${String(level)}`, complete: 'Level 1 complete' },
  es: { start: (level: number) => `Empezar el nivel ${String(level)}`, complete: 'Nivel 1 completado' },
} as const;

const stage = (page: Page) => page.getByTestId('game-stage');
const game = (page: Page) => page.frameLocator('iframe.game-stage__frame');

/** Level 1 from the game's start panel: its one move is a slide to the right. */
async function winLevelOne(page: Page, language: Language): Promise<void> {
  await expect(stage(page).locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(game(page).locator('#start-button')).toHaveText(levelsSays[language].start(1));
  await game(page).locator('#start-button').tap();
  await game(page).locator('.pad-right').tap();
  await expect(game(page).locator('#end-heading')).toHaveText(levelsSays[language].complete);
}

/** The game's part of the result: its celebration, and neither coins nor a next step of its own. */
async function expectOnlyTheGamesCelebration(page: Page): Promise<void> {
  await expect(game(page).locator('#end-stars')).toHaveText('★★★');
  await expect(game(page).locator('#reward-text')).toHaveText('');
  await expect(game(page).locator('#next-button')).toBeHidden();
  await expect(game(page).locator('#again-button')).toBeHidden();
  await expect(game(page).locator('#end-panel')).not.toContainText(/coin|moneda/i);
}

/**
 * At each phone size, while the result shows: the stage is the screen, the sheet and its buttons
 * are on it, and the game's own celebration stays above the sheet.
 */
async function expectTheGameStaysInView(page: Page, buttons: number): Promise<void> {
  const sheet = page.getByTestId('stage-report');
  for (const size of phones) {
    const at = `${String(size.width)} × ${String(size.height)}`;
    await page.setViewportSize(size);
    await expectOnScreen(stage(page), { fullyInView: true, label: `the stage at ${at}` });
    await expectFillsViewport(stage(page), `the stage at ${at}`);
    await expectOnScreen(sheet, { fullyInView: true, label: `the result sheet at ${at}` });
    await expectInside(sheet, stage(page), `the result sheet inside the stage at ${at}`);
    const actions = sheet.locator('.run-outcome__next').getByRole('button').or(sheet.locator('.run-outcome__next').getByRole('link'));
    await expect(actions).toHaveCount(buttons);
    for (const action of await actions.all()) await expectOnScreen(action, { fullyInView: true, label: `${(await action.textContent()) ?? ''} at ${at}` });
    const [stars, moves, sheetBox] = await Promise.all([game(page).locator('#end-stars').boundingBox(), game(page).locator('#end-text').boundingBox(), sheet.boundingBox()]);
    for (const [name, box] of [['the stars', stars], ['the moves', moves]] as const) {
      expect(box, `${name} at ${at}`).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0), `${name} above the result sheet at ${at}`).toBeLessThanOrEqual((sheetBox?.y ?? 0) + 0.5);
    }
  }
}

/** Pictures for people to look at: the phone sizes, then a desktop. */
async function shootResult(page: Page, name: string): Promise<void> {
  for (const size of [...phones, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await saveArtifact(page, `${name}-${String(size.width)}x${String(size.height)}`);
  }
}

for (const [language, scheme] of [['en', 'dark'], ['es', 'light']] as const satisfies readonly (readonly [Language, PictureScheme])[]) {
  test.describe(`${language}, ${scheme}`, () => {
    test(`a signed-in player's finished level: the game celebrates, the site's sheet has the coins and the next step, and the game stays in view (${language})`, async ({ page }) => {
      test.slow(); // sign-up by mail, the server's minimum run time, a loaded machine
      await registerConfirmed(page, { email: uniqueEmail(`stage-result-${language}`), password, displayName: 'Rui Result' });
      await showScheme(page, scheme);
      await page.goto(`/games/levels?level=1&lng=${language}`);
      await page.getByRole('button', { name: fill('play.playLevel', language, { level: 1 }) }).tap();
      await winLevelOne(page, language);

      const outcome = stage(page).getByTestId('run-outcome');
      await expect(outcome.or(stage(page).getByTestId('run-refused'))).toBeVisible({ timeout: 20_000 });
      await expect(stage(page).getByTestId('run-refused'), 'the server refused the finished run').toHaveCount(0);
      await expect(outcome.getByRole('heading')).toHaveText(text('play.outcome.completed', language));
      await expect(outcome.getByTestId('run-earned')).toHaveText(/[1-9]/);
      await expectOnlyTheGamesCelebration(page);
      // A first run's achievements are a moment to show: beside what was earned, not behind "All figures".
      const achievements = outcome.getByTestId('run-achievements');
      await expect(achievements).toBeVisible();
      await expect(achievements).toContainText(text('achievements.site.first_run.title', language));
      await expect(outcome.locator('details.run-outcome__more')).not.toHaveAttribute('open');
      const next = stage(page).getByRole('button', { name: fill('play.outcome.nextLevel', language, { level: 2 }) });
      await expect(next).toBeVisible();
      await expect(stage(page).getByRole('button', { name: text('play.outcome.playAgain', language) })).toBeVisible();

      await expectTheGameStaysInView(page, 2);
      await page.setViewportSize(phones[language === 'en' ? 0 : 1]);
      // What a run earns is the economy's setting, not this picture's: painted over.
      await expectPictures(page, `stage-result-signed-in-${language}`, { device: 'phone', schemes: [scheme], mask: [outcome.getByTestId('run-earned')] });
      await shootResult(page, `stage-result-signed-in-${language}-${scheme}`);

      // On a wide screen the sheet's content is the game's column (Levels: 40rem), centred under it,
      // with Hide at the column's end; on a phone it is the sheet's whole width, as before.
      const sheet = page.getByTestId('stage-report');
      const body = sheet.locator('.game-stage__report-body');
      const hide = sheet.getByRole('button', { name: text('play.hideResult', language) });
      await page.setViewportSize({ width: 1280, height: 800 });
      const [column, bodyBox, hideBox] = await Promise.all([game(page).locator('main').boundingBox(), body.boundingBox(), hide.boundingBox()]);
      // (Within a few pixels: a scrollbar in the game's frame would move its column by half its width.)
      expect(Math.abs((bodyBox?.width ?? 0) - (column?.width ?? 0)), 'the sheet as wide as the game').toBeLessThanOrEqual(8);
      expect(Math.abs((bodyBox?.x ?? 0) - (column?.x ?? 0)), 'the sheet under the game').toBeLessThanOrEqual(8);
      expect((hideBox?.x ?? 0) + (hideBox?.width ?? 0), 'Hide at the end of the game\'s column').toBeLessThanOrEqual((bodyBox?.x ?? 0) + (bodyBox?.width ?? 0));
      await page.setViewportSize(phones[0]);
      const [phoneSheet, phoneBody] = await Promise.all([sheet.boundingBox(), body.boundingBox()]);
      expect(phoneBody?.width, "on a phone, the sheet's whole width").toBeCloseTo(phoneSheet?.width ?? 0, 0);

      // Hidden, the sheet leaves "Show the result" on the stage, which brings it back with the next
      // step; the focus goes from each to the other.
      await hide.tap();
      await expect(sheet).toBeHidden();
      const show = stage(page).getByRole('button', { name: text('play.showResult', language) });
      await expect(show).toBeFocused();
      await expectOnScreen(show, { fullyInView: true, label: 'Show the result' });
      await saveArtifact(page, `stage-result-hidden-${language}-${scheme}`);
      await show.tap();
      await expect(sheet).toBeVisible();
      await expect(show).toHaveCount(0);
      await expect(hide).toBeFocused();
      await expect(next).toBeVisible();

      // The site's next step opens level 2 in the game, afresh.
      await page.setViewportSize(phones[0]);
      await next.tap();
      await expect(page.getByTestId('stage-report')).toHaveCount(0);
      await expect(stage(page).locator('iframe.game-stage__frame')).toHaveAttribute('src', /[?&]level=2(&|$)/);
      await expect(stage(page).locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
      await expect(game(page).locator('#start-button')).toHaveText(levelsSays[language].start(2));
      // Back on the page, level 2 is what Play offers.
      await stage(page).getByRole('button', { name: text('play.back', language) }).tap();
      await expect(stage(page)).toHaveCount(0);
      await expect(page).toHaveURL(/[?&]level=2(&|$)/);
      await expect(page.getByRole('button', { name: fill('play.playLevel', language, { level: 2 }) })).toBeVisible();
    });

    test(`a level given up offers one way on, that level again by its number: Play again would open the same (${language})`, async ({ page }) => {
      test.slow(); // sign-up by mail, the server's minimum run time
      await registerConfirmed(page, { email: uniqueEmail(`stage-result-give-up-${language}`), password, displayName: 'Gil Giveup' });
      await showScheme(page, scheme);
      await page.goto(`/games/levels?level=1&lng=${language}`);
      await page.getByRole('button', { name: fill('play.playLevel', language, { level: 1 }) }).tap();
      await expect(stage(page).locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
      await game(page).locator('#start-button').tap();
      await expect(game(page).locator('#board')).toBeVisible();
      await game(page).locator('#give-up-button').tap();

      const outcome = stage(page).getByTestId('run-outcome');
      await expect(outcome).toBeVisible({ timeout: 20_000 });
      // Given up, the level counts for nothing: the heading says so rather than "Run finished".
      await expect(outcome.getByRole('heading')).toHaveText(fill('play.outcome.levelNotCompleted', language, { level: 1 }));
      const steps = stage(page).getByTestId('stage-next-step').getByRole('button');
      await expect(steps).toHaveText([fill('play.outcome.nextLevel', language, { level: 1 })]);
      await saveArtifact(page, `stage-result-given-up-${language}-${scheme}`);
      await steps.first().tap();
      await expect(page.getByTestId('stage-report')).toHaveCount(0);
      await expect(stage(page).locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
      await expect(game(page).locator('#start-button')).toHaveText(levelsSays[language].start(1));
    });

    test(`a visitor's finished level: the site's sheet says it paid nothing and does not count, offers the next level, and signs in, back to the game (${language})`, async ({ page, browser }) => {
      test.slow(); // an account made first, by mail
      const email = uniqueEmail(`stage-result-visitor-${language}`);
      const elsewhere = await browser.newContext();
      await registerConfirmed(await elsewhere.newPage(), { email, password, displayName: 'Vera Visitor' });
      await elsewhere.close();

      await showScheme(page, scheme);
      await page.goto(`/games/levels?lng=${language}`);
      await page.getByRole('button', { name: text('play.play', language), exact: true }).tap();
      await page.getByTestId('play-as-visitor').tap();
      await winLevelOne(page, language);

      const end = stage(page).getByTestId('visitor-run-end');
      await expect(end).toBeVisible();
      await expect(end.getByRole('heading')).toHaveText(text('play.visitorEnd.heading', language));
      // Levels won without an account count for nothing once signed in: the sheet says so, promising nothing.
      await expect(end).toContainText(text('play.visitorEnd.levelsText', language));
      await expectOnlyTheGamesCelebration(page);
      // The game saved level 2 as open in this browser: the next step is level 2, as a player's would be.
      await expect(end.getByRole('button', { name: fill('play.outcome.nextLevel', language, { level: 2 }) })).toBeVisible();
      const signIn = end.getByRole('link', { name: text('nav.login', language) });
      await expect(signIn).toHaveAttribute('href', /^\/login\?return=%2Fgames%2Flevels/);
      await expectTheGameStaysInView(page, 2);
      await page.setViewportSize(phones[language === 'en' ? 0 : 1]);
      await expectPictures(page, `stage-result-visitor-${language}`, { device: 'phone', schemes: [scheme] });
      await shootResult(page, `stage-result-visitor-${language}-${scheme}`);

      // Sign in from the sheet, by e-mail, and the site comes back to the game.
      await page.setViewportSize(phones[0]);
      await signIn.tap();
      await expect(page).toHaveURL(/\/login\?return=/);
      await page.getByRole('link', { name: new RegExp(`^${text('login.methods.emailLogin.title', language)}`) }).tap();
      await page.getByLabel(text('emailAuth.email', language), { exact: true }).fill(email);
      await page.getByLabel(text('emailAuth.password', language), { exact: true }).fill(password);
      await page.getByRole('button', { name: text('emailAuth.signIn', language), exact: true }).tap();
      await expect(page).toHaveURL(new RegExp(`/games/levels\\?lng=${language}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
      expect(await signedInName(page)).toBe('Vera Visitor');
    });
  });
}
