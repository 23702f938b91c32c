import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { CapturedRequest } from './support/analytics-server.ts';
import { analyticsPort, sitePort } from './support/ports.mjs';
import { startStaticServer } from './support/static-server.ts';
import { text } from './support/translations.ts';

const analyticsUrl = `http://127.0.0.1:${analyticsPort}`;
const email = 'jane.doe+games@example.com';
const emailTraces = [/jane\.doe/i, /example\.com/i, /@/, /%40/i, /%2540/i];

async function allCaptured(): Promise<CapturedRequest[]> {
  const response = await fetch(`${analyticsUrl}/__captured`);
  return (await response.json()) as CapturedRequest[];
}

/** What the analytics script of one page session sent (its client id is in sessionStorage). */
async function captured(page: Page): Promise<CapturedRequest[]> {
  const clientId = await page.evaluate(() => sessionStorage.getItem('analyticsClientId'));
  if (!clientId) return [];
  return (await allCaptured()).filter((request) => request.url.startsWith(`/collect?cid=${clientId}`));
}

test('page views and events reach the analytics server with every e-mail address redacted', async ({ page }) => {
  const run = randomUUID();
  await page.goto(`/?run=${run}&email=${encodeURIComponent(email)}&contact=${email}#${email}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));

  await page.getByRole('tab', { name: text('home.tabs.community.label') }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: new RegExp(text('titles.news')) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.news'));
  await page.goto(`/news/${encodeURIComponent(email)}?run=${run}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('news.notFoundTitle'));

  // Three page views and one event, each sent as a POST and as a GET beacon.
  await expect.poll(async () => (await captured(page)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(8);
  const requests = await captured(page);
  expect(requests.some((request) => request.body.includes(run))).toBe(true);
  const events = requests.filter((request) => request.method === 'POST').map((request) => JSON.parse(request.body) as Record<string, unknown>);

  expect(events.filter((event) => event.type === 'pageview').map((event) => decodeURI(new URL(event.url as string).pathname))).toEqual([
    '/',
    '/news',
    '/news/[redacted-email]',
  ]);
  expect(events).toContainEqual(expect.objectContaining({ type: 'event', name: 'home_tab_selected', props: { tab: 'community' } }));
  expect(events[0]).toMatchObject({ title: `${text('titles.home')} · ${text('site.name')}` });

  for (const request of requests) {
    const everything = `${request.url}\n${request.body}\n${JSON.stringify(request.headers)}`;
    for (const trace of emailTraces) expect(everything, `${request.method} ${request.url}`).not.toMatch(trace);
  }
});

test('neither the script nor its requests carry the page address', async ({ page }) => {
  await page.goto(`/profile?email=${encodeURIComponent(email)}`);
  await expect(page.locator('script[data-site-analytics]')).toHaveAttribute('src', `${analyticsUrl}/analytics.js`);
  await expect(page.locator('script[data-site-analytics]')).toHaveAttribute('referrerpolicy', 'no-referrer');
  await expect.poll(async () => (await captured(page)).length).toBeGreaterThan(0);
  const scriptLoads = (await allCaptured()).filter((request) => request.url.startsWith('/analytics.js'));
  expect(scriptLoads.length).toBeGreaterThan(0);
  for (const request of scriptLoads) expect(request.headers.referer).toBeUndefined();
  // Cross-origin requests carry at most the site's origin, never its path or query.
  for (const request of await captured(page)) expect([undefined, `http://127.0.0.1:${sitePort}/`]).toContain(request.headers.referer);
});

test('with no analytics configured there is no script and no request', async ({ page }) => {
  const plain = await startStaticServer({ root: 'dist-plain' });
  try {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(plain.url)) foreign.push(request.url());
    });
    await page.goto(`${plain.url}/?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
    await page.getByRole('tab', { name: text('home.tabs.games.label') }).click();
    // Start-up adds the analytics script, if at all, before the page renders.
    await expect(page.locator('script[data-site-analytics]')).toHaveCount(0);
    expect(await page.evaluate(() => 'siteAnalytics' in window)).toBe(false);
    expect(foreign.filter((url) => url.includes(String(analyticsPort)))).toEqual([]);
  } finally {
    await plain.close();
  }
});
