import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { linkIn, nextMail, uniqueEmail } from './support/mail.ts';
import { text } from './support/translations.ts';

// A new player's first level, on a phone, through the UI only (the one thing read outside the
// page is the confirmation mail, from the local SMTP server): from the home page, sign up, open
// Levels level 1, leave the stage by Back, start a run (leaving it asks first, by the stage's Back
// and by the browser's), finish the level by touch, see what it cost and earned, and come back to
// a home page that offers level 2 with the progress. The first thing a change must keep green.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const password = 'glacier pebble lantern 83';

const fill = (key: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key));
const plural = (key: string, count: number, values: Record<string, string | number> = {}): string => fill(`${key}_${count === 1 ? 'one' : 'other'}`, { count, ...values });
const escaped = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "7 of 100" as the page shows it, read back into numbers. */
const valueOfMax = new RegExp(`^${escaped(text('play.valueOfMax')).replace(escaped('{{value}}'), '(\\d+)').replace(escaped('{{max}}'), '(\\d+)')}$`);

async function readStamina(page: Page, testId: string): Promise<{ value: number; max: number }> {
  const locator = page.getByTestId(testId);
  await expect(locator).toHaveText(valueOfMax);
  const match = valueOfMax.exec((await locator.textContent()) ?? '');
  return { value: Number(match?.[1]), max: Number(match?.[2]) };
}

const stage = (page: Page) => page.getByTestId('game-stage');
const game = (page: Page) => page.frameLocator('iframe.game-stage__frame');
const leaveQuestion = (page: Page) => page.getByRole('alertdialog', { name: text('play.leave.heading') });

/** Play, then the game's own `ready` (the frame is marked when the SDK host hears it). */
async function openStage(page: Page, level: number): Promise<void> {
  await page.getByRole('button', { name: fill('play.playLevel', { level }) }).tap();
  await expect(stage(page)).toBeVisible();
  await expect(stage(page).locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(game(page).locator('#start-button')).toHaveText(`Start level ${String(level)}`);
}

test('a new player signs up on a phone, finishes level 1 by touch, sees what it cost and earned, and is offered level 2', async ({ page }) => {
  test.setTimeout(180_000); // sign-up by mail, the server's minimum run time, a loaded machine
  const email = uniqueEmail('journey-player');

  // Sign up from the home page: Sign in, then "Create an account", then the mailed link.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: text('nav.login'), exact: true }).tap();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: text('titles.emailRegister') }).tap();
  await expect(page).toHaveURL(/\/email-register$/);
  await page.getByLabel(text('emailAuth.email'), { exact: true }).fill(email);
  await page.getByLabel(text('emailAuth.password'), { exact: true }).fill(password);
  await page.getByLabel(text('account.displayName')).fill('Pia Journey');
  await page.getByRole('button', { name: text('emailAuth.register') }).tap();
  await expect(page.getByRole('status').filter({ hasText: text('emailAuth.checkInbox') })).toBeVisible();
  const link = linkIn(await nextMail(email), '/email-register');
  await page.goto(link.pathname + link.search);
  // Back on the home page, where the sign-up started, welcomed as a new player.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill('home.welcome', { name: 'Pia Journey' }));

  // The home page leads to level 1.
  await page.getByRole('main').getByRole('link', { name: fill('home.levels.playNext', { level: 1 }) }).tap();
  await expect(page).toHaveURL(/\/games\/levels\?level=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
  const staminaBefore = await readStamina(page, 'stamina-now');
  await expect(page.getByTestId('run-cost')).toHaveText(/\d+/);
  const runCost = Number(/\d+/.exec((await page.getByTestId('run-cost').textContent()) ?? '')?.[0]);
  expect(staminaBefore.value).toBeGreaterThanOrEqual(runCost);

  // Back with the stage open closes the stage and stays on the game page.
  await openStage(page, 1);
  await page.goBack();
  await expect(stage(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/games\/levels\?level=1$/);
  await expect(page.getByRole('button', { name: fill('play.playLevel', { level: 1 }) })).toBeVisible();

  // A run in progress: leaving asks first, by the stage's Back and by the browser's.
  await openStage(page, 1);
  await game(page).locator('#start-button').tap();
  await expect(game(page).locator('#stats')).toHaveText('Moves 0 · Par 1');
  await stage(page).getByRole('button', { name: text('play.back') }).tap();
  await expect(leaveQuestion(page)).toBeVisible();
  await expect(leaveQuestion(page)).toContainText(plural('play.leave.text', runCost));
  await expect(leaveQuestion(page).getByRole('button', { name: text('play.leave.stay') })).toBeFocused();
  await leaveQuestion(page).getByRole('button', { name: text('play.leave.stay') }).tap();
  await expect(leaveQuestion(page)).toHaveCount(0);
  await page.goBack();
  await expect(leaveQuestion(page)).toBeVisible();
  await expect(stage(page)).toBeVisible();
  await expect(page).toHaveURL(/\/games\/levels\?level=1$/);
  await leaveQuestion(page).getByRole('button', { name: text('play.leave.stay') }).tap();
  await expect(leaveQuestion(page)).toHaveCount(0);

  // Level 1 by touch: its shortest solution is one slide to the right.
  await game(page).getByRole('button', { name: 'Slide right' }).tap();
  await expect(game(page).locator('#end-heading')).toHaveText('Level 1 complete');
  // The game keeps to the server's minimum run time by itself; the page shows what the server answered.
  const outcome = page.getByTestId('run-outcome');
  await expect(outcome.or(page.getByTestId('run-refused'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('run-refused'), 'the server refused the finished run').toHaveCount(0);
  await expect(outcome.getByRole('heading')).toHaveText(text('play.outcome.completed'));
  expect(await readStamina(page, 'run-stamina-before')).toEqual(staminaBefore);
  expect(await readStamina(page, 'run-stamina-after')).toEqual({ value: staminaBefore.value - runCost, max: staminaBefore.max });
  // A new player had no game coins: everything they hold now is what this run earned.
  const earned = (await page.getByTestId('run-earned').textContent()) ?? '';
  expect(earned).toMatch(/[1-9]/);
  await expect(page.getByTestId('run-balance')).toHaveText(earned);
  // One result: the coins and the next step are the site's; the game shows its own celebration only.
  await expect(stage(page).getByRole('button', { name: fill('play.outcome.nextLevel', { level: 2 }) })).toBeVisible();
  await expect(game(page).locator('#reward-text')).toHaveText('');
  await expect(game(page).locator('#next-button')).toBeHidden();

  // With the run finished, Back closes the stage without a question, and the page now offers level 2.
  await page.goBack();
  await expect(stage(page)).toHaveCount(0);
  await expect(leaveQuestion(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/games\/levels\?level=2$/);
  const play2 = page.getByRole('button', { name: fill('play.playLevel', { level: 2 }) });
  await expect(play2).toBeFocused();
  // Level 2's game loads hidden behind the page and focuses its own start button as it starts:
  // the focus stays on Play (a frame's document can take it even when the frame is inert).
  await expect(page.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(play2).toBeFocused();
  await expect(page.getByTestId('run-earned')).toHaveText(earned);
  const staminaAfter = await readStamina(page, 'stamina-now');
  expect(staminaAfter.value).toBeLessThanOrEqual(staminaBefore.value);
  expect(staminaAfter.value).toBeGreaterThanOrEqual(staminaBefore.value - runCost);

  // Home: level 2 is next, and the progress shows the level done.
  await page.getByRole('link', { name: text('play.allGames') }).tap();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('levels-completed')).toHaveText(/^1 /);
  await expect(page.getByTestId('level-row-1')).toContainText(text('home.levels.done'));
  await page.getByRole('main').getByRole('link', { name: fill('home.levels.playNext', { level: 2 }) }).tap();
  await expect(page).toHaveURL(/\/games\/levels\?level=2$/);
  await expect(page.getByRole('button', { name: fill('play.playLevel', { level: 2 }) })).toBeVisible();
});
