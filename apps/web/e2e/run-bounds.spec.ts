import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { buildTestZip } from '@site/api/src/test-support/test-zip.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { pictureDevices } from './support/pictures.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { submitAndPublish } from './support/publish-game.ts';
import { text } from './support/translations.ts';

// Plausibility bounds (issue 39) through the pages: a maker declares on /my-games that their game
// brings at most one point a second; a forger who calls the finish directly with 1,000 points a
// few seconds into a run is held: paid nothing, told so on /profile, and listed for the maker.
// Its highest score then bounds the maker's score achievements, as the declared top score does.

const password = 'copper meadow signal 42';
const fill = (key: string, values: Record<string, string | number>): string => Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key));

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ ...pictureDevices.phone })).newPage();
}

function minimalExampleZip(): Buffer {
  const folder = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist', 'examples', 'minimal');
  return buildTestZip(readdirSync(folder).map((file) => ({ name: file, data: readFileSync(join(folder, file)) })));
}

test("a maker's bound holds a forger's finish: nothing paid, held on the player's profile and in the maker's list", async ({ browser }) => {
  test.slow(); // three accounts, an upload and a review
  const maker = await phonePage(browser);
  await registerConfirmed(maker, { email: uniqueEmail('bounds-maker'), password, displayName: 'Bo Bounds' });
  const title = `Slow Climb ${Date.now().toString(36)}`;
  const game = await submitAndPublish(browser, maker, { title, description: 'Climb one step a second.', category: 'arcade', bundle: { name: 'game.zip', buffer: minimalExampleZip() } }, testAdminEmails.runBounds);

  // The maker declares the bound on /my-games, through the form.
  await maker.goto('/my-games');
  const desk = maker.getByRole('region', { name: `${text('runBounds.heading')} ${title}` });
  await expect(desk.getByTestId('held-runs-none')).toBeVisible();
  await desk.getByLabel(text('runBounds.maxPointsPerSecond')).fill('one');
  await desk.getByRole('button', { name: text('runBounds.save') }).click();
  await expect(desk.getByText(fill('runBounds.outOfRange', { least: 1, most: '1000000000' }))).toBeVisible();
  await desk.getByLabel(text('runBounds.maxPointsPerSecond')).fill('1');
  await desk.getByRole('button', { name: text('runBounds.save') }).click();
  await expect(desk.getByRole('status')).toHaveText(text('runBounds.saved'));

  // The forger starts a run and calls its finish with 1,000 points as soon as the server takes one.
  const forger = await phonePage(browser);
  await registerConfirmed(forger, { email: uniqueEmail('bounds-forger'), password, displayName: 'Fay Forger' });
  const { run } = await callApi<{ run: { id: string } }>(forger, 'POST', `/api/games/${game}/runs`);
  let answer: { earned?: string; held?: { reason: string }; error?: { code: string } } = {};
  await expect
    .poll(async () => {
      const response = await forger.request.post(`/api/runs/${run.id}/finish`, { headers: { 'x-site-request': '1' }, data: { score: 1000, completed: true } });
      answer = (await response.json()) as typeof answer;
      return answer.error?.code ?? 'finished';
    })
    .toBe('finished');
  expect(answer).toMatchObject({ earned: '0', held: { reason: 'too_fast' } });

  await forger.goto('/profile');
  const held = forger.getByTestId('my-run').filter({ hasText: title });
  await expect(held).toHaveAttribute('data-held', 'too_fast');
  await expect(held).toContainText(fill('myRuns.held', { reason: text('runBounds.reasons.too_fast') }));
  await held.scrollIntoViewIfNeeded();
  await checkAndShootBothSchemes(forger, 'run-bounds-profile');
  await forger.context().close();

  await maker.reload();
  await expect(desk.getByRole('heading', { name: fill('runBounds.heldHeading_one', { count: 1 }) })).toBeVisible();
  await expect(desk.getByTestId('held-runs')).toContainText(text('runBounds.reasons.too_fast'));
  await expect(desk.getByLabel(text('runBounds.maxPointsPerSecond'))).toHaveValue('1');
  await desk.scrollIntoViewIfNeeded();
  await checkAndShootBothSchemes(maker, 'run-bounds-my-games');

  // The highest score bounds the achievements too: a score achievement above it is marked as soon
  // as the bounds are saved, and a new one above it is refused next to its threshold, naming the bounds.
  const achievements = maker.getByTestId('achievements-desk');
  const achievementForm = achievements.locator('form:has(select[name="kind"])');
  const addScoreAchievement = async (threshold: number, title: string): Promise<void> => {
    await achievementForm.getByLabel(text('achievements.desk.kind')).selectOption('score');
    await achievementForm.getByLabel(text('achievements.desk.threshold')).fill(String(threshold));
    await achievementForm.locator('input[name="title-en"]').fill(title);
    await achievementForm.getByRole('button', { name: text('achievements.desk.add') }).click();
  };
  await addScoreAchievement(800, 'Eight hundred');
  const eightHundred = achievements.getByTestId('maker-achievement').filter({ hasText: 'Eight hundred' });
  await expect(eightHundred).toBeVisible();
  await expect(eightHundred.getByTestId('beyond-reach')).toHaveCount(0);
  await desk.getByLabel(text('runBounds.maxScore')).fill('500');
  await desk.getByRole('button', { name: text('runBounds.save') }).click();
  await expect(desk.getByRole('status')).toHaveText(text('runBounds.saved'));
  await expect(eightHundred.getByTestId('beyond-reach')).toHaveText(text('achievements.desk.unreachable.runBounds').replace('{{most, number}}', '500'));
  await addScoreAchievement(600, 'Six hundred');
  await expect(achievementForm.getByText(text('achievements.desk.beyondReach.runBounds').replace('{{most, number}}', '500'))).toBeVisible();
  await expect(achievements.getByTestId('maker-achievement').filter({ hasText: 'Six hundred' })).toHaveCount(0);
  await addScoreAchievement(500, 'Five hundred');
  await expect(achievements.getByTestId('maker-achievement').filter({ hasText: 'Five hundred' })).toBeVisible();
  await eightHundred.scrollIntoViewIfNeeded();
  await checkAndShootBothSchemes(maker, 'run-bounds-achievement-beyond-reach');
  await maker.context().close();
});
