import { randomUUID } from 'node:crypto';
import { csrfHeader } from '@site/api-contract/routes';
import { signInAtTestProviderInBrowser } from '@site/testing/oidc';
import { expect, test } from './support/test.ts';
import { text } from './support/translations.ts';

// Google and Apple leave the site for the provider and come back through the game server's
// callback: the page the visitor set out from rides along (kept by the server with the sign-in's
// state) and is where the callback sends them, never anywhere off the site.

const continueWith = (name: string) => text('oidcLogin.button').replace('{{provider}}', name);

test("Google: Sign in from a game's page comes back to that game", async ({ page }) => {
  await page.goto('/games/levels');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
  await page.getByRole('banner').getByRole('link', { name: text('nav.login'), exact: true }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: new RegExp(`^${text('login.methods.googleLogin.title')}`) }).click();
  await page.getByRole('button', { name: continueWith('Google') }).click();
  await signInAtTestProviderInBrowser(page, `return-google-${randomUUID()}`);
  await expect(page).toHaveURL('/games/levels');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
});

test("Apple: /login?return= (the end-of-run sheet's Sign in) comes back to the path it names, query kept", async ({ page }) => {
  await page.goto(`/login?${new URLSearchParams({ return: '/games/levels?level=2' }).toString()}`);
  await page.getByRole('main').locator('a[href="/apple-login"]').click();
  await page.getByRole('button', { name: continueWith('Apple') }).click();
  await signInAtTestProviderInBrowser(page, `return-apple-${randomUUID()}`);
  await expect(page).toHaveURL('/games/levels?level=2');
});

test('a return to another site, in any spelling, is never asked for and the server refuses it', async ({ page }) => {
  test.slow(); // six spellings, each through both ends
  const offSite = ['//evil.example', 'https://evil.example/', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/%252F%252Fevil.example'];
  // For the site's end only what it asks is looked at: the start is answered 503, so the browser stays.
  const asked: unknown[] = [];
  await page.route(/\/api\/auth\/oidc\/google\/start$/, async (route) => {
    asked.push(route.request().postDataJSON());
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"service_unavailable","message":"Held by the test."}}' });
  });
  for (const path of offSite) {
    // The server's end: asked directly (past the page, so past the route below), it refuses before anything is kept.
    await page.goto(`/login?${new URLSearchParams({ return: path }).toString()}`);
    const response = await page.request.post('/api/auth/oidc/google/start', { headers: { [csrfHeader.name]: csrfHeader.value, origin: new URL(page.url()).origin }, data: { intent: 'signin', returnTo: path } });
    const answer = { status: response.status(), body: (await response.json()) as unknown };
    expect(answer, path).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });

    // The site's end: even a value planted in storage, past /login's own check, is not sent.
    await page.evaluate((value) => { localStorage.setItem('site.signInReturn', JSON.stringify({ path: value, at: Date.now() })); }, path);
    await page.goto('/google-login');
    await page.getByRole('button', { name: continueWith('Google') }).click();
    await expect.poll(() => asked.length).toBe(offSite.indexOf(path) + 1);
    expect(asked.at(-1), path).toEqual({ intent: 'signin' });
  }
});
