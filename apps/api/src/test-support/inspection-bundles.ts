/**
 * Small games for the inspector's tests, each a bundle's files by path: a good one, and hostile
 * ones (the site's SDK is loaded from /play/sdk/v1/, as a game may).
 */
export type TestBundle = Record<string, string>;

const page = (...scripts: string[]): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test</title><link rel="stylesheet" href="style.css"><script src="/play/sdk/v1/game-sdk.js"></script>${scripts.map((src) => `<script src="${src}" defer></script>`).join('')}</head><body><h1>Test game</h1><canvas width="200" height="100"></canvas></body></html>`;
const style = 'body { background: #123; color: #fff; font: 24px sans-serif; }';
const pageV2 = (script: string): string => page(script).replace('/play/sdk/v1/', '/play/sdk/v2/');

/** A small version-2 game for the scripted player: beeps, plays, starts and finishes a run on input. */
function v2Game({ obeys }: { obeys: boolean }): string {
  return `
let sound = true;
let audio = null;
const beep = () => {
  if (!sound) return;
  audio = audio || new AudioContext();
  const tone = audio.createOscillator();
  tone.connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.01);
};
setInterval(beep, 100);
let running = false;
const play = async () => {
  if (running) return;
  running = true;
  // A refused run (the player pressed again too soon, the host was busy) is an answer, not a crash:
  // left unhandled it would be an error after ready, which these games are not about.
  try {
    await SiteGame.startRun();
    await SiteGame.finishRun({ score: 10, completed: true });
  } catch (error) {
    console.info('run refused', error);
  } finally {
    running = false;
  }
};
addEventListener('keydown', play);
addEventListener('pointerdown', play);
${obeys ? "SiteGame.on('pause', () => SiteGame.gameplayStop()); SiteGame.on('resume', () => SiteGame.gameplayStart()); SiteGame.on('audio', ({ enabled }) => { sound = enabled; });" : ''}
SiteGame.gameReady().then(() => SiteGame.gameplayStart());
`;
}

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
  /** Keeps every typed array it makes: memory outside the V8 heap, until the process's data limit refuses more. */
  allocatesBuffersWithoutBound: { 'index.html': page('game.js'), 'style.css': style, 'game.js': 'const kept = []; for (;;) kept.push(new Uint8Array(64 * 1024 * 1024).fill(1));' },
  /**
   * Protocol version 2, as the SDK asks: a run on a key or a click, finished at once; gameplay
   * stopped on pause and started on resume; a beep every 100 ms only while sound is on.
   */
  obedient: { 'index.html': pageV2('game.js'), 'style.css': style, 'game.js': v2Game({ obeys: true }) },
  /** The same game hearing neither pause nor sound: it plays and beeps on. */
  disobedient: { 'index.html': pageV2('game.js'), 'style.css': style, 'game.js': v2Game({ obeys: false }) },
  /** Version 2, starting and finishing runs but never saying `gameplayStart`: a life-cycle call missing. */
  silentLifeCycle: { 'index.html': pageV2('game.js'), 'style.css': style, 'game.js': v2Game({ obeys: false }).replace('SiteGame.gameReady().then(() => SiteGame.gameplayStart());', 'SiteGame.gameReady();') },
  /**
   * Makes about 560 MB of arrays while loading and lets them go before ready: garbage its heap
   * holds until a collection, which a reading taken before one counted against the 512 MB.
   */
  dropsItsGarbage: { 'index.html': page('game.js'), 'style.css': style, 'game.js': 'let junk = []; for (let i = 0; i < 70; i++) junk.push(new Array(1e6).fill(i + 0.5)); junk = null; SiteGame.ready();' },
  /** Says ready, then writes 1,000 console errors: a flood, kept as its first and last messages. */
  floodsTheConsole: { 'index.html': page('game.js'), 'style.css': style, 'game.js': 'SiteGame.ready(); for (let i = 1; i <= 1000; i++) console.error(`flood ${i}`);' },
} satisfies Record<string, TestBundle>;
