import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestTelegramBotApi, type TestTelegramBotApi } from '@site/testing/telegram-bot-api';
import { buildTestZip } from '@site/api/src/test-support/test-zip.ts';
import { freePort } from './free-port.ts';
import { startGameServer } from './game-server.ts';
import { testTelegramBot, testTelegramMiniAppUrl } from './game-server-env.ts';
import { startGamesHostServer } from './games-host-server.ts';
import { startStaticServer } from './static-server.ts';
import { testNow } from './test-clock.ts';

const dayMs = 86_400_000;
const appRoot = join(import.meta.dirname, '..', '..');

/** The week's game of journey-meta-week.spec.ts: Start and Finish with a chosen score, and what the site tells it (achievementUnlocked) and answers it (getAchievements) on the page. */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Week game</title>
    <script src="game-sdk.v2.js"></script>
    <script src="game.js" defer></script>
  </head>
  <body style="font-family: sans-serif; padding: 1rem; color: #111; background: #fff">
    <h1>Week game</h1>
    <button id="start" type="button" disabled>Start</button>
    <button id="finish" type="button" disabled>Finish with 50 points</button>
    <p id="status" role="status">Loading…</p>
    <p id="unlocked"></p>
    <p id="achievements"></p>
  </body>
</html>
`;
const gameJs = `
const $ = (id) => document.getElementById(id);
SiteGame.on('achievementUnlocked', async ({ achievement }) => {
  $('unlocked').textContent = 'Unlocked: ' + achievement.title;
  const all = await SiteGame.getAchievements();
  $('achievements').textContent = 'Yours: ' + all.filter((item) => item.unlockedAt !== null).map((item) => item.title).join(', ');
});
SiteGame.gameReady().then(() => { $('status').textContent = 'Ready'; $('start').disabled = false; });
$('start').addEventListener('click', async () => {
  $('start').disabled = true;
  await SiteGame.startRun();
  $('status').textContent = 'Playing';
  $('finish').disabled = false;
});
$('finish').addEventListener('click', async () => {
  $('finish').disabled = true;
  await SiteGame.finishRun({ score: 50, completed: false });
  $('status').textContent = 'Finished: 50 points';
});
`;

/** The week's game as a bundle: its page, its script and the SDK v2 as the package builds it. */
export function weekGameZip(): Buffer {
  const sdk = readFileSync(createRequire(import.meta.url).resolve('@site/game-sdk/game-sdk.v2.js'));
  return buildTestZip([
    { name: 'index.html', data: Buffer.from(indexHtml) },
    { name: 'game.js', data: Buffer.from(gameJs) },
    { name: 'game-sdk.v2.js', data: sdk },
  ]);
}

export interface MetaWeekServers {
  siteUrl: string;
  botApi: TestTelegramBotApi;
  /** The server's clock now (the run's clock and what the test moved it by). */
  serverNow(): number;
  /** Moves the server's clock to `instant` (milliseconds): its next request is then. */
  moveServerTo(instant: number): void;
  close(): Promise<void>;
}

/**
 * The servers of a journey across weeks: a game server of its own on an in-memory database whose
 * clock the test moves (TEST_CLOCK_FILE, apps/web/README.md "The test clock"), with a streak that
 * pays, runs that may end at once, the league's close asked for every second, the bot of the run
 * (a Bot API stand-in of its own, which records the prepared messages) and the site and games' host
 * in front of it.
 */
export async function startMetaWeekServers(options: { adminEmail: string }): Promise<MetaWeekServers> {
  const clockFolder = mkdtempSync(join(tmpdir(), 'e2e-meta-week-'));
  const clockFile = join(clockFolder, 'clock-ms');
  let movedMs = 0;
  writeFileSync(clockFile, '0');
  const port = await freePort();
  const botApi = await startTestTelegramBotApi({ token: testTelegramBot.token });
  const site = await startStaticServer({ root: join(appRoot, 'dist-e2e'), apiTarget: `http://127.0.0.1:${String(port)}` });
  const games = await startGamesHostServer({ apiTarget: `http://127.0.0.1:${String(port)}` });
  const closeAll = async (): Promise<void> => {
    await Promise.all([site.close(), games.close()]);
    await botApi.close();
    rmSync(clockFolder, { recursive: true, force: true });
  };
  const server = await startGameServer({
    port,
    logFile: join(appRoot, 'test-results', 'game-server-meta-week.log'),
    env: {
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      PUBLIC_ORIGIN: site.url,
      PLAY_ORIGIN: games.url,
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      MAIL_FROM: 'Core Games <no-reply@core-games.test>',
      BOOTSTRAP_ADMINS: options.adminEmail,
      TELEGRAM_BOT_TOKEN: testTelegramBot.token,
      TELEGRAM_BOT_USERNAME: testTelegramBot.username,
      TELEGRAM_BOT_API_URL: botApi.url,
      TELEGRAM_MINI_APP_URL: testTelegramMiniAppUrl,
      TEST_CLOCK_FILE: clockFile,
      RUN_MIN_SECONDS: '0',
      STREAK_REWARD_FIRST: '10',
      STREAK_REWARD_STEP: '5',
      LEAGUE_CLOSE_CHECK_SECONDS: '1',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_IDENTITY: '1000000',
    },
  }).catch(async (error: unknown) => {
    await closeAll();
    throw error;
  });
  return {
    siteUrl: site.url,
    botApi,
    serverNow: () => testNow().getTime() + movedMs,
    moveServerTo: (instant) => {
      movedMs = instant - testNow().getTime();
      writeFileSync(clockFile, String(movedMs));
    },
    close: async () => {
      await server.close();
      await closeAll();
    },
  };
}

/** Monday 00:00 UTC of the week after the one holding `instant` (the leagues' weeks, apps/api's league-rules.ts). */
export function nextMonday(instant: number): number {
  const day = Math.floor(instant / dayMs);
  // The epoch, 1970-01-01, was a Thursday: (day + 3) % 7 is the days since Monday.
  return (day - ((day + 3) % 7) + 7) * dayMs;
}
