import type { Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { callApi } from './support/account.ts';
import { freePort } from './support/free-port.ts';
import { startGameServer } from './support/game-server.ts';
import { linkIn, nextMail, uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { enableTotp } from './support/second-factor.ts';
import { startStaticServer } from './support/static-server.ts';
import { text } from './support/translations.ts';

// The daily streak and quests (issue 38) on a phone, across simulated days: the game server of
// this spec keeps its clock in a file the test writes (TEST_CLOCK_FILE, docs/web/tests.md#the-test-clock), so a day passes when the test says. Runs are finished through the API, as the game
// would; what the player sees is the home page and /profile.

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } as const;
const dayMs = 86_400_000;
const password = 'correct horse battery staple';

const fill = (key: string, values: Record<string, string | number>, language: 'en' | 'es' = 'en'): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key, language));

/** Finishes a run of level 1 (not completed, so it pays no run reward) through the API. */
async function finishARun(page: Page): Promise<void> {
  const { run } = await callApi<{ run: { id: string } }>(page, 'POST', '/api/games/levels/runs');
  await callApi(page, 'POST', `/api/runs/${run.id}/finish`, { score: 0, level: 1, completed: false, moves: [] });
}

test.use(phone);

test('a player on a phone plays across days: the streak grows, a quest completes and pays, also in Spanish', async ({ browser }) => {
  // Starting a game server of its own migrates a fresh database, which takes a loaded machine minutes.
  test.setTimeout(600_000);
  const clockFile = join(mkdtempSync(join(tmpdir(), 'e2e-daily-')), 'clock-ms');
  writeFileSync(clockFile, '0');
  const email = uniqueEmail('daily');
  const port = await freePort();
  const site = await startStaticServer({ root: join(import.meta.dirname, '..', 'dist-e2e'), apiTarget: `http://127.0.0.1:${String(port)}` });
  const server = await startGameServer({
    port,
    logFile: join(import.meta.dirname, '..', 'test-results', 'game-server-daily.log'),
    env: {
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      PUBLIC_ORIGIN: site.url,
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      MAIL_FROM: 'Core Games <no-reply@core-games.test>',
      BOOTSTRAP_ADMINS: email,
      TEST_CLOCK_FILE: clockFile,
      RUN_MIN_SECONDS: '0',
      STREAK_REWARD_FIRST: '10',
      STREAK_REWARD_STEP: '5',
    },
  });
  const context = await browser.newContext({ ...phone, baseURL: site.url });
  try {
    const page = await context.newPage();
    await page.goto('/news');
    await callApi(page, 'POST', '/api/auth/email/register', { email, password, displayName: 'Dana Daily' });
    const link = linkIn(await nextMail(email), '/email-register');
    await page.goto(link.pathname + link.search);
    await expect(page).not.toHaveURL(/\/email-register/, { timeout: 15_000 });

    // Staff offer one quest: finish two runs in a day, for 20 game coins.
    await enableTotp(page);
    const { entries } = await callApi<{ entries: { id: number; enabled: boolean }[] }>(page, 'GET', '/api/admin/quests');
    for (const entry of entries.filter((item) => item.enabled)) await callApi(page, 'PATCH', `/api/admin/quests/${String(entry.id)}`, { enabled: false });
    await callApi(page, 'POST', '/api/admin/quests', { kind: 'finish_runs', target: 2, reward: 20 });

    const panel = page.getByTestId('daily-panel');
    const quest = panel.getByTestId('daily-quest');
    await page.goto('/');
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 0 }));
    await expect(panel.getByTestId('streak-next')).toHaveText(fill('daily.playToday', { day: 1, coins: 10 }));

    // Day 1: one run; the streak starts, the quest is half done.
    await finishARun(page);
    await page.reload();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_one', { count: 1 }));
    await expect(panel.getByTestId('streak-next')).toHaveText(fill('daily.countedToday', { day: 2, coins: 15 }));
    await expect(quest).toContainText(fill('daily.progress', { progress: 1, target: 2 }));

    // Day 2: the quests are new; two runs complete today's quest and count day 2.
    writeFileSync(clockFile, String(dayMs));
    await page.reload();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_one', { count: 1 }));
    await expect(panel.getByTestId('streak-next')).toHaveText(fill('daily.playToday', { day: 2, coins: 15 }));
    await expect(quest).toContainText(fill('daily.progress', { progress: 0, target: 2 }));
    await finishARun(page);
    await finishARun(page);
    await page.reload();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 2 }));
    await expect(quest).toHaveAttribute('data-done', 'true');
    await expect(quest).toContainText(text('daily.done'));

    // Day 4 (day 3 missed, forgiven by the grace): day 3 of the streak.
    writeFileSync(clockFile, String(3 * dayMs));
    await page.reload();
    await expect(panel).toContainText(text('daily.graceNeeded'));
    await finishARun(page);
    await page.reload();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 3 }));
    await expect(panel.getByTestId('streak-best')).toHaveText(fill('daily.best_other', { count: 3 }));

    // Paid through the ledger: the streak's 10 + 15 + 20 and the quest's 20, in the history.
    await page.goto('/profile');
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 3 }));
    await expect(page.getByText(text('ledger.reasons.quest_reward'))).toHaveCount(1);
    await expect(page.getByText(text('ledger.reasons.streak_reward'))).toHaveCount(3);
    await expect(page.locator('[data-balance="gameCoins"]')).toHaveText('65');
    await checkAndShootBothSchemes(page, 'daily-profile');

    // The same page in Spanish.
    await page.goto('/?lng=es');
    await expect(panel.getByRole('heading', { name: text('daily.heading', 'es') })).toBeVisible();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 3 }, 'es'));
    await expect(panel.getByTestId('streak-next')).toHaveText(fill('daily.countedToday', { day: 4, coins: 25 }, 'es'));
    await expect(quest).toContainText(fill('daily.quest.finish_runs_other', { count: 2 }, 'es'));
    await checkAndShootBothSchemes(page, 'daily-home-es');
  } finally {
    await context.close();
    await server.close();
    await site.close();
  }
});
