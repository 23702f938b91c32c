/**
 * Small games for the inspector's tests, each a bundle's files by path: a good one, and hostile
 * ones (the site's SDK is loaded from /play/sdk/v1/, as a game may).
 */
export type TestBundle = Record<string, string>;

const page = (...scripts: string[]): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test</title><link rel="stylesheet" href="style.css"><script src="/play/sdk/v1/game-sdk.js"></script>${scripts.map((src) => `<script src="${src}" defer></script>`).join('')}</head><body><h1>Test game</h1><canvas width="200" height="100"></canvas></body></html>`;
const style = 'body { background: #123; color: #fff; font: 24px sans-serif; }';

export const inspectionBundles = {
  /** Loads, draws and says ready. */
  good: { 'index.html': page('game.js'), 'style.css': style, 'game.js': "document.querySelector('canvas').getContext('2d').fillRect(10, 10, 50, 50); SiteGame.ready();" },
  /** Throws while loading, then says ready anyway. */
  errorBeforeReady: { 'index.html': page('broken.js', 'game.js'), 'style.css': style, 'broken.js': "throw new Error('boom before ready');", 'game.js': 'SiteGame.ready();' },
  /** Loads and never says ready. */
  neverReady: { 'index.html': page('game.js'), 'style.css': style, 'game.js': "document.body.append('waiting forever');" },
  /** Spins its thread for good, before ready. */
  loopsForever: { 'index.html': page('game.js'), 'style.css': style, 'game.js': 'for (;;) {}' },
  /** Keeps every array it makes until its renderer runs out of memory. */
  allocatesWithoutBound: { 'index.html': page('game.js'), 'style.css': style, 'game.js': 'const kept = []; for (;;) kept.push(new Array(1e6).fill(kept.length + 0.5));' },
  /** Tries a pop-up and a request to another site, then says ready. */
  opensPopups: { 'index.html': page('game.js'), 'style.css': style, 'game.js': "window.open('https://example.com/ad'); fetch('https://example.com/track').catch(() => undefined); SiteGame.ready();" },
} satisfies Record<string, TestBundle>;
