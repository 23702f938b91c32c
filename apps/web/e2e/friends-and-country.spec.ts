import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { finishLevelOneThroughApi } from './support/levels-runs.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';

// Friends and country (apps/api/README.md "Friends and country") on a phone: friends are accounts
// linked by an invite, either way; a country is what the player chose on /setting. Ana invites
// Ben; Cleo is no friend of theirs. Ana and Cleo choose the same country (Ana on /setting, Cleo
// through the API as the same form sends it); Ben chooses none. Each finishes level 1 of Levels.
// Ana's boards and league tables then list Ana and Ben among friends, Ana and Cleo in the country.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const password = 'quartz lagoon ember 44';
/** A country no other spec chooses, so its board holds this test's players alone (and those of its earlier runs on the same server). */
const country = { code: 'IS', name: 'Iceland' };

/** A new account signed in on a page of its own, optionally invited by `inviteCode`, which has finished level 1 of Levels. */
async function playerWhoPlayed(browser: Browser, displayName: string, inviteCode?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerConfirmed(page, { email: uniqueEmail('circle'), password, displayName, ...(inviteCode === undefined ? {} : { inviteCode }) });
  await finishLevelOneThroughApi(page);
  return page;
}

test('friends linked by an invite and players of the chosen country see each other on the boards and league tables', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-5);
  const names = { ana: `Ana ${suffix}`, ben: `Ben ${suffix}`, cleo: `Cleo ${suffix}` };
  await registerConfirmed(page, { email: uniqueEmail('circle-ana'), password, displayName: names.ana });
  await finishLevelOneThroughApi(page);
  const { code } = await callApi<{ code: string }>(page, 'GET', '/api/invites');
  const ben = await playerWhoPlayed(browser, names.ben, code);
  const cleo = await playerWhoPlayed(browser, names.cleo);
  await callApi(cleo, 'PATCH', '/api/account/country', { country: country.code });

  // Ana chooses her country on /setting.
  await page.goto('/setting');
  const form = page.getByTestId('country-form');
  await form.getByLabel(text('country.label')).selectOption(country.code);
  await form.getByRole('button', { name: text('country.save') }).click();
  await expect(form.getByTestId('country-saved')).toHaveText(text('country.saved').replace('{{country}}', country.name));

  // The week's league among friends, then in the country.
  await page.goto('/profile');
  const league = page.getByTestId('league');
  const views = league.getByTestId('league-views');
  await views.getByRole('button', { name: text('league.view.friends') }).click();
  const circle = league.getByTestId('league-circle-table');
  await expect(circle.getByRole('caption')).toHaveText(text('league.friendsCaption'));
  await expect(circle.locator('tbody tr')).toHaveCount(2);
  await expect(circle).toContainText(names.ben);
  await expect(circle.locator('tbody tr[aria-current="true"]')).toContainText(names.ana);
  await checkAndShootBothSchemes(page, 'league-friends');
  await views.getByRole('button', { name: text('league.view.country') }).click();
  await expect(circle.getByRole('caption')).toHaveText(text('league.countryCaption').replace('{{country}}', country.name));
  await expect(circle).toContainText(names.cleo);
  await expect(circle).toContainText(names.ana);
  await expect(circle).not.toContainText(names.ben);

  // Level 1's board of Levels, the same two ways.
  await page.goto('/games/levels');
  const board = page.getByTestId('leaderboard');
  await board.getByRole('combobox', { name: text('leaderboard.level') }).selectOption('1');
  const boardViews = board.getByTestId('leaderboard-views');
  await boardViews.getByRole('button', { name: text('leaderboard.view.friends') }).click();
  const table = board.getByTestId('leaderboard-table');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table).toContainText(names.ben);
  await expect(table.getByTestId('leaderboard-you')).toContainText(names.ana);
  await boardViews.getByRole('button', { name: text('leaderboard.view.country') }).click();
  await expect(table).toContainText(names.cleo);
  await expect(table).not.toContainText(names.ben);
  await checkAndShootBothSchemes(page, 'leaderboard-country');

  // Friends either way: Ben, the invited one, sees Ana among his friends; Ben, with no country, is asked to choose one.
  await ben.goto('/profile');
  const bensLeague = ben.getByTestId('league');
  await bensLeague.getByTestId('league-views').getByRole('button', { name: text('league.view.friends') }).click();
  await expect(bensLeague.getByTestId('league-circle-table')).toContainText(names.ana);
  await bensLeague.getByTestId('league-views').getByRole('button', { name: text('league.view.country') }).click();
  await expect(bensLeague.getByTestId('league-choose-country')).toBeVisible();
  await ben.context().close();
  await cleo.context().close();
});
