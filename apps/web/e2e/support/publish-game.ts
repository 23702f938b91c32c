import { expect, type Browser, type Page } from '@playwright/test';
import { buildTestPng } from '@site/api/src/test-support/test-images.ts';
import { callApi, registerConfirmed } from './account.ts';
import { enableTotp } from './second-factor.ts';

/** What /submit sends for a new game, its bundle built by the spec; `levels` and `topScore` its declaration, when it has one. */
export interface GameToSubmit {
  title: string;
  description: string;
  category: string;
  bundle: { name: string; buffer: Buffer };
  levels?: number;
  topScore?: number;
}

/**
 * Submits `game` as `maker` (signed in) through the API, as /submit does, and publishes it as a
 * moderator registered with `reviewerEmail` (one of `testAdminEmails`: each spec its own, as specs
 * run in parallel) in a browser context of its own, with the second factor moderation asks for.
 * Returns the game's id.
 */
export async function submitAndPublish(browser: Browser, maker: Page, game: GameToSubmit, reviewerEmail: string): Promise<string> {
  const declared = { ...(game.levels === undefined ? {} : { levels: String(game.levels) }), ...(game.topScore === undefined ? {} : { topScore: String(game.topScore) }) };
  const response = await maker.request.post('/api/submissions', {
    headers: { 'x-site-request': '1' },
    multipart: {
      title: game.title,
      description: game.description,
      category: game.category,
      ...declared,
      thumbnail: { name: 'thumbnail.png', mimeType: 'image/png', buffer: buildTestPng(64, 64) },
      bundle: { name: game.bundle.name, mimeType: 'application/zip', buffer: game.bundle.buffer },
    },
  });
  const submitted = (await response.json()) as { game: string; version: number };
  expect(response.status(), JSON.stringify(submitted)).toBe(201);
  const context = await browser.newContext();
  try {
    const reviewer = await context.newPage();
    await registerConfirmed(reviewer, { email: reviewerEmail, password: 'moderator quartz harbour 42', displayName: 'Reviewer' });
    await enableTotp(reviewer);
    await callApi(reviewer, 'POST', `/api/admin/reviews/${submitted.game}/${String(submitted.version)}/publish`, {});
  } finally {
    await context.close();
  }
  return submitted.game;
}
