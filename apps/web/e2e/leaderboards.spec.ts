import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerConfirmed } from './support/account.ts';
import { uniqueEmail } from './support/mail.ts';
import { finishLevelOneOnStage } from './support/levels-runs.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';

// A player finishes a Levels run and finds themselves on the game's leaderboard (level 1, every
// period), moves through its choices by keyboard, then sees the rank on /profile; a visitor reads
// the same board signed out. axe (contrast in light and dark) and the artifact screenshots on the way.

const fill = (key: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key));

const board = (page: Page) => page.getByTestId('leaderboard');
const escaped = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "Your rank: #3 with 1,000 points." as the page says it, any rank and score. */
const yourRank = new RegExp(`^${escaped(text('leaderboard.yourRank')).replace(escaped('{{rank}}'), '\\d+').replace(escaped('{{score}}'), '[\\d,.]+')}$`);

test('a player finishes a Levels run and sees themselves on the board, by period, and on the profile', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const account = { email: uniqueEmail('leaderboard'), password: 'meadow copper violin 52', displayName: `Lea ${Date.now().toString(36).slice(-4)}` };
  await registerConfirmed(page, account);

  await page.goto('/games/levels?level=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
  await expect(board(page).getByRole('heading', { level: 2 })).toHaveText(text('leaderboard.heading'));
  await expect(board(page).getByTestId('leaderboard-me')).toHaveText(text('leaderboard.noScoreYet'));

  await finishLevelOneOnStage(page);
  await page.getByTestId('game-stage').getByRole('button', { name: text('play.back') }).click();
  await expect(page.getByTestId('game-stage')).toHaveCount(0);

  // The board shows the level just played (the page itself moves on to level 2), the player's row marked.
  await expect(board(page).getByLabel(text('leaderboard.level'))).toHaveValue('1');
  const you = board(page).getByTestId('leaderboard-you');
  await expect(you).toContainText(account.displayName);
  await expect(you).toHaveAttribute('aria-current', 'true');
  await expect(board(page).getByTestId('leaderboard-me')).toHaveText(yourRank);

  // Keyboard: the period buttons are each a tab stop; Enter presses one.
  const periods = board(page).getByRole('group', { name: text('leaderboard.periodLabel') });
  const allTime = periods.getByRole('button', { name: text('leaderboard.period.all') });
  const week = periods.getByRole('button', { name: text('leaderboard.period.week') });
  const today = periods.getByRole('button', { name: text('leaderboard.period.day') });
  await expect(allTime).toHaveAttribute('aria-pressed', 'true');
  await allTime.focus();
  await page.keyboard.press('Tab');
  await expect(week).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(week).toHaveAttribute('aria-pressed', 'true');
  await expect(allTime).toHaveAttribute('aria-pressed', 'false');
  await expect(board(page).getByText(text('leaderboard.resetsWeek'))).toBeVisible();
  await expect(you).toContainText(account.displayName);
  await page.keyboard.press('Tab');
  await expect(today).toBeFocused();
  await page.keyboard.press('Space');
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await expect(you).toContainText(account.displayName);

  // Friends: nobody invited yet, so the player alone, ranked first among them.
  const views = board(page).getByRole('group', { name: text('leaderboard.viewLabel') });
  await views.getByRole('button', { name: text('leaderboard.view.friends') }).click();
  await expect(views.getByRole('button', { name: text('leaderboard.view.friends') })).toHaveAttribute('aria-pressed', 'true');
  await expect(board(page).getByTestId('leaderboard-table').locator('tbody tr')).toHaveCount(1);
  await expect(you).toContainText(text('leaderboard.rankValue').replace('{{rank}}', '1'));
  await views.getByRole('button', { name: text('leaderboard.view.around') }).click();
  await expect(you).toContainText(account.displayName);
  await checkAndShootBothSchemes(page, 'leaderboard-game');

  // Level 2 has no score of theirs: the empty text of "around me".
  await board(page).getByLabel(text('leaderboard.level')).selectOption('2');
  await expect(board(page).getByTestId('leaderboard-me')).toHaveText(text('leaderboard.noScoreYet'));
  await expect(board(page).getByTestId('leaderboard-table')).toHaveCount(0);

  // The profile lists the rank on the all-time board of level 1.
  await page.goto('/profile');
  const ranks = page.getByRole('region', { name: text('leaderboard.mine.heading') });
  await expect(ranks.getByRole('link', { name: fill('leaderboard.mine.gameLevel', { game: 'Levels', level: 1 }) })).toBeVisible();
  await checkAndShootBothSchemes(page, 'leaderboard-profile');

  // A visitor, signed out, reads the same top 100 with no rank of their own.
  const visitor = await browser.newPage();
  await visitor.goto(new URL('/games/levels?level=1', page.url()).toString());
  await expect(board(visitor).getByTestId('leaderboard-table')).toContainText(account.displayName);
  await expect(board(visitor).getByTestId('leaderboard-me')).toHaveCount(0);
  await expect(board(visitor).getByText(text('leaderboard.signInForMore'))).toBeVisible();
  await expect(board(visitor).getByRole('group', { name: text('leaderboard.viewLabel') })).toHaveCount(0);
  await visitor.close();
});
