import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { MyLeague } from '@site/api-contract';
import { buildTestPng } from '@site/api/src/test-support/test-images.ts';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { uniqueEmail } from './support/mail.ts';
import { nextMonday, startMetaWeekServers, weekGameZip, type MetaWeekServers } from './support/meta-week-servers.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { enableTotp, giveTotpCode } from './support/second-factor.ts';
import { signedLaunchHash } from './support/sign-in-helpers.ts';
import { darkTheme } from './support/telegram.ts';
import { installTelegramClient, telegramCalls } from './support/telegram-client.ts';
import { text } from './support/translations.ts';
import { expectNoSidewaysScroll, scrollShadows } from './support/geometry.ts';
import { finishLevelOneThroughApi } from './support/levels-runs.ts';

// Issue 38's journey (apps/api/README.md "Daily streak and daily quests", "Weekly leagues",
// "Achievements"): on a phone, a player plays a maker's game across a simulated week, the server's
// clock moved by the test (TEST_CLOCK_FILE, apps/web/README.md "The test clock") from wherever the
// run's clock is (E2E_CLOCK: any day, hour and time zone) to the next Monday 10:00 UTC, one day at a
// time: the streak grows to seven days, the day's quest completes and pays every day, an achievement
// the maker defined in /my-games unlocks in the game and shows on /profile, and after the week's end
// the league's close promotes the player with their reward. In English, in Spanish and in the
// Telegram mini app, where the promotion is shared with the message the bot prepared. One server,
// one maker; each player plays a week of their own, so each is alone in (and first of) their cohort.
// Last, on the same server and the maker's quest (the daily streak and quests, issue 38), a player
// plays across days with one missed: the streak, the grace, the quest's progress, in English and
// Spanish (it was daily-streak.spec.ts, with a game server of its own started for it alone).

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } as const;
const dayMs = 86_400_000;
const password = 'lantern orchard pebble 38';
const questReward = 20;
/** STREAK_REWARD_FIRST 10, STREAK_REWARD_STEP 5 (support/meta-week-servers.ts): day n pays 10 + 5 (n - 1). */
const streakReward = (day: number): number => 10 + 5 * (day - 1);
/** The first place of a bronze cohort (apps/api's league-rules.ts). */
const bronzeFirstPlace = 100;
/** The maker's achievement's title in each language the game is described in. */
const achievementTitle = { en: 'Fifty in one go', es: 'Cincuenta de una vez' } as const;

type Language = 'en' | 'es';
const fill = (key: string, values: Record<string, string | number>, language: Language): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key, language));

test.use(phone);
test.describe.configure({ mode: 'serial' });

let servers: MetaWeekServers;
let makerContext: BrowserContext;
/** The maker's sign-in, to sign in again once the clock has crossed the players' weeks. */
let makerAccount: { email: string; totpSecret: string };
let gameId: string;

/** Defines an achievement with the /my-games form: its kind, threshold and title in English and Spanish. */
async function addAchievement(desk: Locator, kind: string, threshold: number, titles: Record<Language, string>): Promise<void> {
  const form = desk.locator('form:has(select[name="kind"])');
  await form.getByLabel(text('achievements.desk.kind')).selectOption(kind);
  await form.getByLabel(text('achievements.desk.threshold')).fill(String(threshold));
  for (const language of ['en', 'es'] as const) await form.locator(`input[name="title-${language}"]`).fill(titles[language]);
  await form.getByRole('button', { name: text('achievements.desk.add') }).click();
  await expect(desk.getByTestId('maker-achievement').filter({ hasText: titles.en })).toBeVisible();
}

/** The maker submits the week's game, publishes it (they are the site's admin too), offers the day's quest and defines an achievement in /my-games. */
async function prepareMakerGame(browser: Browser, adminEmail: string): Promise<void> {
  makerContext = await browser.newContext({ ...phone, baseURL: servers.siteUrl });
  const maker = await makerContext.newPage();
  await registerConfirmed(maker, { email: adminEmail, password, displayName: 'Mara Maker' });
  const { secret } = await enableTotp(maker);
  makerAccount = { email: adminEmail, totpSecret: secret };
  // Staff offer one quest in /admin's quest pool: finish two runs in a day.
  await maker.goto('/admin/quests');
  const pool = maker.getByRole('region', { name: text('daily.pool.heading') });
  const entries = pool.getByTestId('quest-pool-entry');
  const enabled = entries.and(maker.locator('[data-enabled="true"]'));
  await expect(entries.first()).toBeVisible();
  for (let left = await enabled.count(); left > 0; left -= 1) {
    await enabled.first().getByRole('button', { name: text('daily.pool.disable') }).click();
    await expect(enabled).toHaveCount(left - 1);
  }
  const add = pool.getByRole('form', { name: text('daily.pool.add') });
  await add.getByLabel(text('daily.pool.kind')).selectOption('finish_runs');
  await add.getByLabel(text('daily.pool.target')).fill('2');
  await add.getByLabel(text('daily.pool.reward')).fill(String(questReward));
  await add.getByRole('button', { name: text('daily.pool.add') }).click();
  await expect(enabled).toHaveCount(1);

  const response = await maker.request.post('/api/submissions', {
    headers: { 'x-site-request': '1' },
    multipart: {
      title: 'Week game',
      descriptions: JSON.stringify([
        { language: 'en', text: 'A game of the meta-week journey: start, and finish with 50 points.' },
        { language: 'es', text: 'Un juego del recorrido de la semana: empieza y termina con 50 puntos.' },
      ]),
      category: 'other',
      thumbnail: { name: 'thumbnail.png', mimeType: 'image/png', buffer: buildTestPng(64, 64) },
      bundle: { name: 'week-game.zip', mimeType: 'application/zip', buffer: weekGameZip() },
    },
  });
  const submitted = (await response.json()) as { game: string; version: number };
  expect(response.status(), JSON.stringify(submitted)).toBe(201);
  await callApi(maker, 'POST', `/api/admin/reviews/${submitted.game}/${String(submitted.version)}/publish`, {});
  gameId = submitted.game;

  // In /my-games: one achievement defined at 60 points, then edited to 50; another defined and retired.
  await maker.goto('/my-games');
  const desk = maker.getByTestId('achievements-desk');
  await addAchievement(desk, 'score', 60, { en: achievementTitle.en, es: achievementTitle.es });
  await addAchievement(desk, 'runs', 1000, { en: 'A thousand runs', es: 'Mil partidas' });
  const fifty = desk.getByTestId('maker-achievement').filter({ hasText: achievementTitle.en });
  await fifty.getByRole('button', { name: `${text('achievements.desk.edit')}: ${achievementTitle.en}` }).click();
  const edit = fifty.getByRole('form', { name: fill('achievements.desk.editLabel', { title: achievementTitle.en }, 'en') });
  await edit.getByLabel(text('achievements.desk.threshold')).fill('50');
  await checkAndShootBothSchemes(maker, 'meta-week-maker-achievement-edit');
  await edit.getByRole('button', { name: text('achievements.desk.save') }).click();
  await expect(edit).toHaveCount(0);
  await expect(fifty).toContainText(fill('achievements.kind.score_other', { count: 50 }, 'en'));
  const thousand = desk.getByTestId('maker-achievement').filter({ hasText: 'A thousand runs' });
  await thousand.getByRole('button', { name: `${text('achievements.desk.retire')}: A thousand runs` }).click();
  await expect(thousand).toHaveAttribute('data-retired', 'true');
  // The game's page lists what is in use: the edited one, not the retired one.
  await maker.goto(`/games/${gameId}`);
  const onPage = maker.getByTestId('game-achievements');
  await expect(onPage).toContainText(achievementTitle.en);
  await expect(onPage).toContainText(fill('achievements.progress', { current: 0, target: 50 }, 'en'));
  await expect(onPage).not.toContainText('A thousand runs');
  await maker.goto('/my-games');
  await expect(desk.getByTestId('maker-achievement')).toHaveCount(2);
  await checkAndShootBothSchemes(maker, 'meta-week-maker-achievement');
}

test.beforeAll(async ({ browser }) => {
  // A game server of its own migrates a fresh database (a loaded machine: a minute or more).
  test.setTimeout(240_000);
  const adminEmail = uniqueEmail('meta-week-maker');
  servers = await startMetaWeekServers({ adminEmail });
  await prepareMakerGame(browser, adminEmail);
});

test.afterAll(async () => {
  await makerContext.close();
  await servers.close();
});

/** A run of the week's game finished through the API, as the game does, scoring 1. */
async function finishARun(page: Page): Promise<void> {
  const { run } = await callApi<{ run: { id: string } }>(page, 'POST', `/api/games/${gameId}/runs`);
  await callApi(page, 'POST', `/api/runs/${run.id}/finish`, { score: 1, completed: false });
}

/** A run played in the game on its page: it scores 50, which unlocks the maker's achievement; the game is told, and asks for its achievements. */
async function playInTheGame(page: Page, language: Language): Promise<void> {
  await page.goto(`/games/${gameId}`);
  await page.getByRole('button', { name: text('play.play', language), exact: true }).click();
  await expect(page.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
  const game = page.frameLocator('iframe.game-stage__frame');
  await game.getByRole('button', { name: 'Start' }).click();
  await game.getByRole('button', { name: 'Finish with 50 points' }).click();
  await expect(game.locator('#unlocked')).toHaveText(`Unlocked: ${achievementTitle[language]}`);
  // Asked then (SDK v2's getAchievements), the site answers the game's achievements for this player, in their language.
  await expect(game.locator('#achievements')).toHaveText(`Yours: ${achievementTitle[language]}`);
}

/**
 * The week, Monday to Sunday (10:00 UTC each day), two runs a day; then the Monday after, when the
 * league's close has promoted the player. Checks what the player sees in `language`.
 */
async function playTheWeek(page: Page, language: Language, shotName: string): Promise<void> {
  const panel = page.getByTestId('daily-panel');
  const quest = panel.getByTestId('daily-quest');
  const monday = nextMonday(servers.serverNow());
  for (let day = 1; day <= 7; day += 1) {
    servers.moveServerTo(monday + (day - 1) * dayMs + 10 * 3_600_000);
    if (day === 3) await playInTheGame(page, language);
    else await finishARun(page);
    await finishARun(page);
    if (day === 1 || day === 7) {
      await page.goto('/');
      const count = fill(`daily.streakDays_${day === 1 ? 'one' : 'other'}`, { count: day }, language);
      await expect(panel.getByTestId('streak-days')).toHaveText(count);
      await expect(panel.getByTestId('streak-next')).toHaveText(fill('daily.countedToday', { day: day + 1, coins: streakReward(day + 1) }, language));
      await expect(quest).toHaveAttribute('data-done', 'true');
      await expect(quest).toContainText(text('daily.done', language));
      await expect(panel.getByTestId('home-league-tier')).toHaveText(fill('league.homeTier', { tier: text('league.tier.bronze', language) }, language));
    }
  }
  await checkAndShootBothSchemes(page, `${shotName}-home-day-7`);

  // The week has ended (past the close's minute of grace): the close promotes the only, first player.
  servers.moveServerTo(monday + 7 * dayMs + 3_600_000);
  // The worker closes the week within seconds (LEAGUE_CLOSE_CHECK_SECONDS=1): asked of the server
  // with the page's session, which costs less than reloading the page each time (beside a full
  // run, 30 s of reloads saw no close); the guard only bounds a close that never comes.
  await expect
    .poll(async () => (await callApi<MyLeague>(page, 'GET', '/api/leagues/mine')).previous?.closed ?? false, { timeout: 90_000 })
    .toBe(true);
  // Opened after the close committed: the page's answers are all the closed week's.
  await page.goto('/profile');
  const league = page.getByTestId('league');
  const tier = (name: string): string => text(`league.tier.${name}`, language);
  await expect(league.getByTestId('league-last-week')).toHaveText(fill('league.lastWeek.closed.promoted', { place: 1, tier: tier('bronze'), coins: bronzeFirstPlace }, language));
  await expect(league.getByTestId('league-tier')).toHaveText(fill('league.yourTier', { tier: tier('silver') }, language));

  // Paid once each through the ledger: seven streak days, seven quests, the league's first place (the newest in the history).
  const history = page.getByRole('list', { name: text('profile.historyHeading', language) });
  await expect(history.getByRole('listitem').first()).toContainText(text('ledger.reasons.league_reward', language));
  const { transfers } = await callApi<{ transfers: { reason: string }[] }>(page, 'GET', '/api/ledger/transfers?limit=100');
  const count = (reason: string): number => transfers.filter((transfer) => transfer.reason === reason).length;
  expect([count('streak_reward'), count('quest_reward'), count('league_reward')]).toEqual([7, 7, 1]);
  const streakCoins = [1, 2, 3, 4, 5, 6, 7].reduce((sum, day) => sum + streakReward(day), 0);
  await expect(page.locator('[data-balance="gameCoins"]')).toHaveText((streakCoins + 7 * questReward + bronzeFirstPlace).toLocaleString(language));

  // The maker's achievement and the site's for the seven days and the promotion, unlocked.
  const achievements = page.getByTestId('my-achievements');
  await expect(achievements.getByTestId('my-game-achievements')).toContainText(achievementTitle[language]);
  for (const site of ['streak_7', 'first_promotion']) {
    await expect(achievements.getByTestId('achievement').filter({ hasText: text(`achievements.site.${site}.title`, language) })).toHaveAttribute('data-unlocked', 'true');
  }
  // The week's runs, each with when it finished, all of the table on the phone's screen (in Spanish too).
  const runs = page.getByTestId('my-runs');
  await expect(runs.getByTestId('my-run').first()).toContainText(fill('myRuns.finishedAt', { when: '' }, language).trim());
  await expectNoSidewaysScroll(runs.locator('.table-scroll'), `${shotName}: the runs table`);
  expect(await scrollShadows(runs.locator('.table-scroll')), 'no shadow on a table that fits').toEqual({ start: false, end: false });
  await checkAndShootBothSchemes(page, `${shotName}-profile-promoted`);
}

test('in English on a phone: a week of play grows the streak, pays the quests, unlocks the maker’s achievement and ends in a promotion', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...phone, baseURL: servers.siteUrl });
  try {
    const page = await context.newPage();
    await registerConfirmed(page, { email: uniqueEmail('meta-week-en'), password, displayName: 'Wendy Week' });
    await playTheWeek(page, 'en', 'meta-week-en');
    // Sharing a promotion is Telegram's: nothing to share it with in a browser.
    await expect(page.getByTestId('league-share-promotion')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('in Spanish on a phone: the same week, read in Spanish', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...phone, baseURL: servers.siteUrl, locale: 'es-ES' });
  try {
    const page = await context.newPage();
    await registerConfirmed(page, { email: uniqueEmail('meta-week-es'), password, displayName: 'Sofía Semana' });
    await page.goto('/?lng=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await playTheWeek(page, 'es', 'meta-week-es');
  } finally {
    await context.close();
  }
});

test('in the Telegram mini app: the same week, then the promotion shared with the message the bot prepared', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...phone, baseURL: servers.siteUrl });
  try {
    const page = await context.newPage();
    await installTelegramClient(page, { web_app_send_prepared_message: ['prepared_message_sent'] });
    const userId = randomInt(1_000_000, 2_000_000_000);
    const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');
    await page.goto(`/${signedLaunchHash({ userId, theme: darkTheme, version: '8.4' })}`);
    expect((await signIn).status()).toBe(200);
    await playTheWeek(page, 'en', 'meta-week-mini-app');

    const prepared = page.waitForResponse((response) => response.url().endsWith('/api/telegram/share-messages'));
    await page.getByTestId('league').getByRole('button', { name: text('league.sharePromotion') }).click();
    const answer = (await (await prepared).json()) as { id: string };
    await expect.poll(() => telegramCalls(page, 'web_app_send_prepared_message')).toEqual([['web_app_send_prepared_message', { id: answer.id }]]);
    const saved = servers.botApi.calls('savePreparedInlineMessage').filter((call) => call.params.user_id === userId);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.params).toMatchObject({
      result: { input_message_content: { message_text: expect.stringMatching(/^I finished #1 in Core Games' Bronze weekly league and moved up to Silver, earning 100 game coins\. Join me\?\n/) } },
    });
    // The mini app's home: the streak and the new tier.
    await page.goto('/');
    await expect(page.getByTestId('home-league-tier')).toHaveText(fill('league.homeTier', { tier: text('league.tier.silver') }, 'en'));
    await expect(page.getByTestId('streak-best')).toHaveText(fill('daily.best_other', { count: 7 }, 'en'));
  } finally {
    await context.close();
  }
});

test('the maker’s dashboard in /my-games shows each achievement’s unlock rate: the week’s three players unlocked theirs', async () => {
  const maker = await makerContext.newPage();
  try {
    // The maker's session ended as the server's clock crossed the players' weeks: signed in again (codes follow this machine's clock).
    // The password answers that the second factor is pending (not OK); the code then signs in.
    await maker.request.post('/api/auth/email/login', { headers: { 'x-site-request': '1' }, data: { email: makerAccount.email, password } });
    await giveTotpCode(maker, makerAccount.totpSecret);
    await maker.goto('/my-games');
    const desk = maker.getByTestId('achievements-desk');
    const rate = (title: string) => desk.getByTestId('maker-achievement').filter({ hasText: title }).getByTestId('unlock-rate');
    // Players: those who finished a run of the game (the maker played none).
    await expect(rate(achievementTitle.en)).toHaveText(fill('achievements.desk.rate', { rate: '100%', unlocked: 3, players: 3 }, 'en'));
    await expect(rate('A thousand runs')).toHaveText(fill('achievements.desk.rate', { rate: '0%', unlocked: 0, players: 3 }, 'en'));
    await checkAndShootBothSchemes(maker, 'meta-week-maker-unlock-rate');
  } finally {
    await maker.close();
  }
});

/** A run of Levels' level 1 (not completed, so it pays no run reward) finished through the API. */
/** The coins the runs below were paid (their table's, beside the streak's and the quest's). */
let paidForRuns = 0;

/** A run that counts for the streak and the quests: level 1 completed (a level given up counts for nothing, docs/api/games-runs-and-rewards.md). */
async function finishALevelsRun(page: Page): Promise<void> {
  paidForRuns += (await finishLevelOneThroughApi(page)).earned;
}

test('a player on a phone plays across days: the streak grows, a quest completes and pays, also in Spanish', async ({ browser }) => {
  test.setTimeout(120_000);
  // Days 1, 2 and 4 from the Monday after the weeks above (10:00 UTC): one league week, which no
  // close pays into this player's coins. The day's quest is the maker's: finish two runs, for `questReward` coins.
  const day1 = nextMonday(servers.serverNow()) + 10 * 3_600_000;
  servers.moveServerTo(day1);
  const context = await browser.newContext({ ...phone, baseURL: servers.siteUrl });
  try {
    const page = await context.newPage();
    await registerConfirmed(page, { email: uniqueEmail('daily'), password, displayName: 'Dana Daily' });
    const panel = page.getByTestId('daily-panel');
    const quest = panel.getByTestId('daily-quest');
    await page.goto('/');
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 0 }, 'en'));
    await expect(panel.getByTestId('streak-next')).toHaveText(fill('daily.playToday', { day: 1, coins: streakReward(1) }, 'en'));

    // Day 1: one run; the streak starts, the quest is half done.
    await finishALevelsRun(page);
    await page.reload();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_one', { count: 1 }, 'en'));
    await expect(panel.getByTestId('streak-next')).toHaveText(fill('daily.countedToday', { day: 2, coins: streakReward(2) }, 'en'));
    await expect(quest).toContainText(fill('daily.progress', { progress: 1, target: 2 }, 'en'));

    // Day 2: the quests are new; two runs complete today's quest and count day 2.
    servers.moveServerTo(day1 + dayMs);
    await page.reload();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_one', { count: 1 }, 'en'));
    await expect(panel.getByTestId('streak-next')).toHaveText(fill('daily.playToday', { day: 2, coins: streakReward(2) }, 'en'));
    await expect(quest).toContainText(fill('daily.progress', { progress: 0, target: 2 }, 'en'));
    await finishALevelsRun(page);
    await finishALevelsRun(page);
    await page.reload();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 2 }, 'en'));
    await expect(quest).toHaveAttribute('data-done', 'true');
    await expect(quest).toContainText(text('daily.done'));

    // Day 4 (day 3 missed, forgiven by the grace): day 3 of the streak.
    servers.moveServerTo(day1 + 3 * dayMs);
    await page.reload();
    await expect(panel).toContainText(text('daily.graceNeeded'));
    await finishALevelsRun(page);
    await page.reload();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 3 }, 'en'));
    await expect(panel.getByTestId('streak-best')).toHaveText(fill('daily.best_other', { count: 3 }, 'en'));

    // Paid through the ledger: the streak's first three days and the quest, in the history.
    await page.goto('/profile');
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 3 }, 'en'));
    await expect(page.getByText(text('ledger.reasons.quest_reward'))).toHaveCount(1);
    await expect(page.getByText(text('ledger.reasons.streak_reward'))).toHaveCount(3);
    await expect(page.locator('[data-balance="gameCoins"]')).toHaveText(String(streakReward(1) + streakReward(2) + streakReward(3) + questReward + paidForRuns));
    await checkAndShootBothSchemes(page, 'daily-profile');

    // The same page in Spanish.
    await page.goto('/?lng=es');
    await expect(panel.getByRole('heading', { name: text('daily.heading', 'es') })).toBeVisible();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 3 }, 'es'));
    await expect(panel.getByTestId('streak-next')).toHaveText(fill('daily.countedToday', { day: 4, coins: streakReward(4) }, 'es'));
    await expect(quest).toContainText(fill('daily.quest.finish_runs_other', { count: 2 }, 'es'));
    await checkAndShootBothSchemes(page, 'daily-home-es');

    // Day 7 (days 5 and 6 missed): the streak is broken, and the player is told so once, kindly,
    // on the first page that shows it (the server says which streak ended; this browser remembers it told it).
    servers.moveServerTo(day1 + 6 * dayMs);
    await page.goto('/?lng=en');
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 0 }, 'en'));
    await expect(panel.getByTestId('streak-ended')).toHaveText(fill('daily.streakEnded_other', { count: 3 }, 'en'));
    await checkAndShootBothSchemes(page, 'daily-streak-ended');
    await page.goto('/profile');
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_other', { count: 0 }, 'en'));
    await expect(panel.getByTestId('streak-ended')).toHaveCount(0);
    // Another device (this browser, its memory of what it told cleared) is told too, here in
    // Spanish; after a run today, that a new one began.
    const anotherDevice = () =>
      page.evaluate(() => {
        localStorage.removeItem('site.streakSeen');
      });
    await anotherDevice();
    await page.goto('/?lng=es');
    await expect(panel.getByTestId('streak-ended')).toHaveText(fill('daily.streakEnded_other', { count: 3 }, 'es'));
    await anotherDevice();
    await finishALevelsRun(page);
    await page.reload();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_one', { count: 1 }, 'es'));
    await expect(panel.getByTestId('streak-ended')).toHaveText(fill('daily.streakEndedRestarted_other', { count: 3 }, 'es'));
    await page.reload();
    await expect(panel.getByTestId('streak-days')).toHaveText(fill('daily.streakDays_one', { count: 1 }, 'es'));
    await expect(panel.getByTestId('streak-ended')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
