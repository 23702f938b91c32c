import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAllOnScreen, expectNoHorizontalOverflow, expectOnScreen } from './support/geometry.ts';
import { expectPictures, forEachDevice, showScheme, signedInForPictures } from './support/pictures.ts';
import { text } from './support/translations.ts';

// The pages of a signed-in player, compared with the committed pictures: one account made for
// these pictures alone (nothing else changes its balances, sessions or games), signed in once.

test.describe.configure({ mode: 'default' });

signedInForPictures({ email: 'pictures-account@example.test', password: 'quartz meadow lanterns 61', displayName: 'Ada Pictures' }, 'account');

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function openPage(page: Page, path: string, titleKey: string): Promise<void> {
  await page.goto(path);
  await expect(heading(page)).toHaveText(text(`titles.${titleKey}`));
  await expectOnScreen(heading(page), { fullyInView: true });
}

forEachDevice((device) => {
  test('/profile', async ({ page }) => {
    await openPage(page, '/profile', 'profile');
    const account = page.getByRole('region', { name: text('account.heading') });
    await expect(account).toContainText('Ada Pictures');
    await expect(account).toContainText('pictures-account@example.test');
    await expect(page.getByRole('region', { name: text('profile.balancesHeading') }).locator('[data-balance="goldCoins"]')).toHaveText('0');
    await expect(page.getByRole('region', { name: text('profile.staminaHeading') }).getByRole('meter', { name: text('profile.staminaLabel') })).toBeVisible();
    // The weekly league: this account never plays, so it is in no cohort yet.
    await expect(page.getByRole('region', { name: text('league.heading') }).getByTestId('league-not-placed')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAllOnScreen([account, page.getByRole('region', { name: text('profile.balancesHeading') }), page.getByRole('region', { name: text('profile.staminaHeading') })]);
    // "Member since" is the day the account was made (the run's today, in the run's time zone),
    // pictured as one fixed day; the coins burnt on the whole site count what other tests burn; the
    // signed-in browsers count each worker that signed this account in, pictured as one.
    const memberSince = account.locator('time');
    const madeOn = await memberSince.evaluate((element) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(element.getAttribute('datetime') ?? '')));
    await expect(memberSince).toHaveText(madeOn);
    const burntOnSite = page.getByRole('region', { name: text('profile.balancesHeading') }).locator('p').filter({ hasText: text('profile.burnt').split('{{')[0] ?? '' });
    await expect(burntOnSite).toBeVisible();
    const sessionsCount = account.locator('[data-sessions-count]');
    await expect(sessionsCount).toHaveText(/^\d+ browsers? or devices?\.$/);
    // Explorer (5 games) waits for published games while fewer than 5 are, and shows its progress
    // once they are: how many other tests have published on the shared server decides which
    // (achievement-list.test.tsx and the api's achievements.test.ts hold both).
    const explorer = page.getByTestId('achievement').filter({ hasText: text('achievements.site.games_5.title') });
    await expectPictures(page, 'profile', {
      device,
      fullPage: true,
      mask: [burntOnSite],
      leftOut: [explorer],
      steadyTexts: [
        { locator: memberSince, text: 'Jan 15, 2030' },
        { locator: sessionsCount, text: '1 browser or device.' },
        // The week's end counted from the run's clock.
        { locator: page.getByRole('region', { name: text('league.heading') }).getByTestId('league-ends'), text: 'This week ends in 5 days and 12 hours.' },
      ],
    });
  });

  test('/invite-users', async ({ page }) => {
    await openPage(page, '/invite-users', 'inviteUsers');
    const copy = page.getByRole('button', { name: text('invite.copy') });
    await expect(copy).toBeVisible();
    await expect(page.getByRole('region', { name: text('invite.peopleHeading') })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAllOnScreen([copy, page.getByRole('region', { name: text('invite.peopleHeading') })]);
    // The account's own link carries its generated code; the daily count starts again at the next
    // UTC midnight of the run's clock, shown in the run's time zone and pictured as one fixed instant.
    const resetsAt = page.locator('dd .hint').filter({ hasText: /\d{4}/ });
    // The page was read before or after a midnight the clock may have just passed.
    const midnights = await resetsAt.evaluate(() => {
      const next = new Date();
      next.setUTCHours(24, 0, 0, 0);
      const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
      return [format.format(next), format.format(next.getTime() - 86_400_000)];
    });
    const shown = midnights.map((time) => text('invite.resetsAt').replace('{{time}}', time).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await expect(resetsAt).toHaveText(new RegExp(`^(${shown.join('|')})$`));
    const mask = [page.locator('.invite-link, input[readonly]')];
    await expectPictures(page, 'invite-users', { device, fullPage: true, mask, steadyTexts: [{ locator: resetsAt, text: text('invite.resetsAt').replace('{{time}}', 'Jan 16, 2030, 12:00 AM') }] });
  });

  test('/deposit-gold-coin', async ({ page }) => {
    await openPage(page, '/deposit-gold-coin', 'depositGoldCoin');
    const send = page.getByRole('region', { name: text('deposit.sendHeading') });
    await expect(send).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAllOnScreen([send]);
    await expectPictures(page, 'deposit-gold-coin', { device, fullPage: true });
  });

  test('/submit', async ({ page }) => {
    await openPage(page, '/submit', 'submit');
    const submit = page.getByRole('main').getByRole('button', { name: text('submissions.send') });
    await expect(submit).toBeEnabled();
    await expectNoHorizontalOverflow(page);
    await expectAllOnScreen([submit]);
    // The file inputs' own "Choose File" buttons are drawn in the site's button colours in either scheme.
    for (const scheme of ['light', 'dark'] as const) {
      await showScheme(page, scheme);
      for (const label of [text('submissions.thumbnail'), text('submissions.bundle')]) {
        const colours = await page.getByLabel(label, { exact: true }).evaluate((input) => {
          const button = getComputedStyle(input, '::file-selector-button');
          const probe = document.createElement('span');
          probe.style.cssText = 'background: var(--color-surface-raised); color: var(--color-text)';
          document.body.append(probe);
          const site = getComputedStyle(probe);
          const found = { background: button.backgroundColor, text: button.color, siteBackground: site.backgroundColor, siteText: site.color };
          probe.remove();
          return found;
        });
        expect({ background: colours.background, text: colours.text }, `${label}'s button in ${scheme}`).toEqual({ background: colours.siteBackground, text: colours.siteText });
      }
    }
    await expectPictures(page, 'submit', { device, fullPage: true });
  });

  test('/my-games', async ({ page }) => {
    await openPage(page, '/my-games', 'myGames');
    await expect(page.getByText(text('submissions.noGames'))).toBeVisible();
    // With no game yet, one way to /submit: the empty list's own button, not a second one beside it.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: text('submissions.submitFirst') })).toBeVisible();
    await expect(main.locator('a[href="/submit"]')).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await expectPictures(page, 'my-games', { device, fullPage: true });
  });
});
