import { expect, test } from './support/test.ts';
import { playPort } from './support/ports.mjs';

// The headers the game server sends with a game's files (apps/api/src/play/play-headers.ts), read
// the way a player's Chromium reads them: no warning about them in the game page's console. Games
// are served on their own origin (apps/api's PLAY_ORIGIN), never the site's.

const gamesOrigin = `http://127.0.0.1:${playPort}`;

test('a game page gives Chromium no Permissions-Policy warning, and still denies the features', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  const response = await page.goto(`${gamesOrigin}/play/levels/1/`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['permissions-policy']).toContain('camera=()');
  // Header warnings come as the document loads: a message logged now arrives after any of them.
  const marker = page.waitForEvent('console', (message) => message.text() === 'play-headers-marker');
  await page.evaluate(() => {
    console.warn('play-headers-marker');
  });
  await marker;
  expect(messages.filter((message) => /permissions-policy|content-security-policy/i.test(message))).toEqual([]);
  expect(await page.evaluate(() => (document as Document & { featurePolicy?: { allowsFeature: (name: string) => boolean } }).featurePolicy?.allowsFeature('camera'))).toBe(false);
});

test("the site's origin sends /play to the games' origin, which answers nothing but /play", async ({ page }) => {
  const moved = await page.request.get('/play/levels/1/?level=2', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe(`${gamesOrigin}/play/levels/1/?level=2`);
  expect((await page.request.get(`${gamesOrigin}/play/sdk/v1/game-sdk.js`)).status()).toBe(200);
  for (const path of ['/api/session', '/api/health', '/', '/games/levels']) {
    expect((await page.request.get(`${gamesOrigin}${path}`, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test("a game's files reach Chromium compressed, and the game runs from them", async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    if (new URL(response.url()).origin === gamesOrigin) encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding']);
  });
  await page.goto(`${gamesOrigin}/play/levels/1/?level=1&lang=en`);
  await expect(page.locator('#start-button')).toHaveText('Start level 1');
  await page.evaluate(() => new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/play/sdk/v1/game-sdk.js';
    script.onload = resolve;
    script.onerror = () => {
      reject(new Error('/play/sdk/v1/game-sdk.js did not load'));
    };
    document.head.append(script);
  }));
  // Chromium asks for br over HTTPS only: gzip here, on plain HTTP. Levels is one page (its
  // styles and script inside); the SDK's script stands for a game's other files.
  for (const file of ['/play/levels/1/', '/play/sdk/v1/game-sdk.js']) expect(encodings.get(file), file).toMatch(/^(?:gzip|br)$/);
});
