import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerConfirmed } from './support/account.ts';
import { uniqueEmail } from './support/mail.ts';
import { pictureDevices, pictureSchemes, showScheme } from './support/pictures.ts';
import { expectNoHorizontalOverflow } from './support/geometry.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';

// A brand-new player (no coins, no points, no level played) on a phone, in English and Spanish
// (issue 36): every coin page that cannot do its job yet says how far away it is and offers the
// way there, and /profile and the home page lead with the next level, not "Connect wallet".

test.use({ ...pictureDevices.phone, locale: 'en-US' });

const languages = ['en', 'es'] as const;
type Language = (typeof languages)[number];

const fill = (key: string, language: Language, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key, language));

/** "100 game coins" / "100 monedas de juego", as the pages write amounts. */
const coins = (amount: number, language: Language): string => fill(`economy.units.game_coin_${amount === 1 ? 'one' : 'other'}`, language, { amount });

/** The filled (primary) actions in the page's main content. */
const primaryActions = (page: Page): Locator => page.locator('main .button--primary');

async function pictureOf(section: Locator, name: string): Promise<void> {
  for (const scheme of pictureSchemes) {
    await showScheme(section.page(), scheme);
    await expect(section).toHaveScreenshot([name, `phone-${scheme}.png`]);
  }
}

for (const language of languages) {
  test.describe(language, () => {
    test.beforeEach(async ({ page }) => {
      await registerConfirmed(page, { email: uniqueEmail(`new-player-${language}`), password: 'copper kettle meadow 48', displayName: 'Nova Player' });
    });

    test(`coin pages say how far away they are and offer the way there (${language})`, async ({ page }) => {
      const playLevel1 = page.getByRole('link', { name: fill('economy.earnMore.playLevel', language, { level: 1 }) });

      await page.goto(`/convert-game-coin?lng=${language}`);
      // The default rate (GAME_COINS_PER_GOLD, 100); level 1 pays 8 for completing it (docs/api/settings.md).
      const convert = page.getByRole('region', { name: fill('economy.earnMore.heading_other', language, { missing: coins(100, language) }) });
      await expect(convert).toContainText(fill('economy.earnMore.distance', language, { goal: fill('economy.earnMore.goals.gold', language, { gold: fill('economy.units.gold_coin_one', language, { amount: 1 }) }), needed: coins(100, language), have: coins(0, language) }));
      await expect(convert).toContainText(fill('economy.earnMore.levelPays', language, { level: 1, coins: coins(8, language) }));
      await expect(playLevel1).toHaveAttribute('href', '/games/levels?level=1');
      await expect(playLevel1).toHaveClass(/button--primary/);
      await pictureOf(convert, `earn-more-convert-${language}`);
      await checkAndShootBothSchemes(page, `new-player-convert-game-coin-${language}`);

      await page.goto(`/burn-game-coin?lng=${language}`);
      await expect(page.getByRole('region', { name: fill('economy.earnMore.heading_one', language, { missing: coins(1, language) }) })).toBeVisible();
      await expect(playLevel1).toBeVisible();

      await page.goto(`/convert-invite-point?lng=${language}`);
      const invite = page.getByRole('region', { name: text('economy.earnMore.noPoints', language) });
      await expect(invite).toBeVisible();
      await expect(invite.getByRole('link', { name: text('titles.inviteUsers', language) })).toHaveAttribute('href', '/invite-users');
      await checkAndShootBothSchemes(page, `new-player-convert-invite-point-${language}`);
    });

    test(`on the narrowest phone (320 px) the coin and invite pages' labels wrap beside their values instead of widening the page (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const path of ['/burn-game-coin', '/convert-game-coin', '/recover-stamina', '/invite-users', '/profile']) {
        await page.goto(`${path}?lng=${language}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(text('common.loading', language))).toHaveCount(0);
        await expectNoHorizontalOverflow(page, `${path} at 320 px in ${language}`);
      }
    });

    test(`/profile and the home page lead with the next level and /profile links every coin page (${language})`, async ({ page }) => {
      const playNext = fill('home.levels.playNext', language, { level: 1 });
      await page.goto(`/profile?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.profile', language));
      await expect(primaryActions(page).first()).toHaveText(playNext);
      await expect(primaryActions(page)).toHaveCount(1);
      const coinPages = page.getByRole('navigation', { name: text('profile.coinPages', language) });
      for (const [path, title] of [
        ['/convert-game-coin', 'convertGameCoin'],
        ['/recover-stamina', 'recoverStamina'],
        ['/burn-game-coin', 'burnGameCoin'],
        ['/convert-invite-point', 'convertInvitePoint'],
        ['/invite-users', 'inviteUsers'],
        ['/deposit-gold-coin', 'depositGoldCoin'],
      ] as const) {
        await expect(coinPages.getByRole('link', { name: text(`titles.${title}`, language), exact: true })).toHaveAttribute('href', path);
      }
      await pictureOf(coinPages, `profile-coin-pages-${language}`);
      await checkAndShootBothSchemes(page, `new-player-profile-${language}`);

      await page.goto(`/?lng=${language}`);
      await expect(page.getByTestId('home-play')).toHaveText(playNext);
      await expect(primaryActions(page).first()).toHaveText(playNext);
      await expect(page.locator('main .button--primary', { hasText: text('connect.button', language) })).toHaveCount(0);
    });
  });
}
