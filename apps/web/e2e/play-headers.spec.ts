import { expect, test } from './support/test.ts';

// The headers the game server sends with a game's files (apps/api/src/play/play-headers.ts), read
// the way a player's Chromium reads them: no warning about them in the game page's console.

test('a game page gives Chromium no Permissions-Policy warning, and still denies the features', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  const response = await page.goto('/play/levels/1/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['permissions-policy']).toContain('camera=()');
  // Header warnings come as the document loads: a message logged now arrives after any of them.
  const marker = page.waitForEvent('console', (message) => message.text() === 'play-headers-marker');
  await page.evaluate(() => {
    console.warn('play-headers-marker');
  });
  await marker;
  expect(messages.filter((message) => /permissions-policy/i.test(message))).toEqual([]);
  expect(await page.evaluate(() => (document as Document & { featurePolicy?: { allowsFeature: (name: string) => boolean } }).featurePolicy?.allowsFeature('camera'))).toBe(false);
});
