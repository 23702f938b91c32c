import { expect, test } from './support/test.ts';
import { registerConfirmed } from './support/account.ts';
import { uniqueEmail } from './support/mail.ts';
import { finishLevelOneThroughApi } from './support/levels-runs.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';

// On a phone, a player finishes a Levels run (through the API, as the game does) and finds
// themselves in this week's league on /profile: bronze, in the zone their place puts them in, the
// week's end counted from the server's clock. (The close at the week's end, its promotion and reward: apps/api's
// src/leagues/league-journey.test.ts, which moves the server's clock.)

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const escaped = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (key: string): RegExp => new RegExp(`^${escaped(text(key)).replace(/\\\{\\\{\w+\\\}\\\}/g, '(.+)')}$`);

test('a player finishes a run on a phone and sees their weekly league on the profile', async ({ page }) => {
  test.setTimeout(180_000);
  const account = { email: uniqueEmail('league'), password: 'meadow copper violin 52', displayName: `Liga ${Date.now().toString(36).slice(-4)}` };
  await registerConfirmed(page, account);

  await page.goto('/profile');
  const league = page.getByRole('region', { name: text('league.heading') });
  await expect(league.getByTestId('league-not-placed')).toHaveText(text('league.notPlaced'));

  // A run accepted by the server is what places a player; the stage's part is play.spec.ts's.
  await finishLevelOneThroughApi(page);

  await page.goto('/profile');
  await expect(league.getByTestId('league-tier')).toHaveText(text('league.yourTier').replace('{{tier}}', text('league.tier.bronze')));
  // The test's clock is a Tuesday (E2E_CLOCK) or another day: the days left are any, read from the server's clock,
  // written as one duration of at most two units ("6 days and 10 hours", "3 hours and 5 minutes").
  await expect(league.getByTestId('league-ends')).toHaveText(pattern('league.endsIn'));
  await expect(league.getByTestId('league-ends')).toHaveText(/ in (\d+ days?( and \d+ hours?)?|\d+ hours?( and \d+ minutes?)?|\d+ minutes?|\d+ seconds?)\.$/);
  const you = league.getByTestId('league-you');
  await expect(you).toContainText(account.displayName);
  await expect(you).toHaveAttribute('aria-current', 'true');
  // The week's bronze cohort is shared with the run's other players, who may have more points: the
  // row's zone follows its place (the top fifth, rounded up, moves up; no one leaves bronze downwards).
  const cohort = league.getByTestId('league-table').first().locator('tbody tr');
  const size = await cohort.count();
  const place = Number((await you.locator('td').first().textContent())?.replace(/\D/g, ''));
  expect(place, 'the player has a place in the cohort').toBeGreaterThanOrEqual(1);
  await expect(you).toContainText(text(place <= Math.ceil(size / 5) ? 'league.outcome.open.promoted' : 'league.outcome.open.stayed'));
  await checkAndShootBothSchemes(page, 'league-profile');

  // The home's way to this week's table lands on it, not on the profile's top: its heading in
  // view, with the focus, once the page and its data are in.
  await page.goto('/');
  await page.getByRole('link', { name: text('league.seeTable') }).tap();
  await expect(page).toHaveURL(/\/profile#profile-league$/);
  const heading = league.getByRole('heading', { name: text('league.heading') });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});
