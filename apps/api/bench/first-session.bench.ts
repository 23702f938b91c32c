/* eslint-disable no-console -- a command-line report: printing is its job. */
// A new player's first session (issue 36; docs/api/first-session.md): a
// model player signs up by e-mail on the real server (in this process, on an in-memory PGlite,
// with the default settings unless the environment sets them) and plays 30 minutes of Levels, then
// another new player 30 minutes of a submitted game on the default reward table, at the pace in
// bench/first-session-pace.ts; then Levels again with a friend who joins through the invite at
// minute 5 and plays one level (invite points come from nothing else).
// Time passes on the server's product clock, moved by the bench (the clock TEST_CLOCK_OFFSET_MS
// moves), never by waiting. It prints the minute each coin page's first purchase became
// affordable and was made, and fails when one is not made within the session.
import { startTestSmtpServer } from '@site/testing/smtp';
import { loadConfig } from '../src/config/load-config.ts';
import { serverClocks } from '../src/context.ts';
import { startServer } from '../src/start-server.ts';
import { submittedGameRewardTable } from '../src/submissions/store-version.ts';
import { insertTestGame } from '../src/test-support/game-test-helpers.ts';
import { benchClient, createBenchAccounts } from './bench-accounts.ts';
import { levelsPace, submittedGamePace } from './first-session-pace.ts';
import { playFirstSession, purchases, type Milestone, type Purchase, type SessionReport } from './first-session-player.ts';

const sessionMinutes = 30;
const friendAtMinute = 5;
const submittedGame = 'model-submitted';

const labels: Record<Purchase, string> = {
  convertGameCoin: 'first game coins → gold (/convert-game-coin)',
  burnGameCoin: 'first burn (/burn-game-coin)',
  recoverStamina: 'first stamina refill (/recover-stamina)',
  convertInvitePoint: 'first invite points → game coins (/convert-invite-point)',
};

const smtp = await startTestSmtpServer();
const config = loadConfig({
  ...process.env,
  PORT: '0',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory://',
  DATABASE_URL: '',
  JOB_WORKER: 'false',
  SMTP_URL: smtp.url,
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_IDENTITY: '1000000',
});
// The product clock of a server on an in-memory database (TEST_CLOCK_OFFSET_MS's), stopped and moved by the model.
const clockStart = serverClocks(config).now().getTime();
let movedMs = 0;
const server = await startServer(config, { now: () => new Date(clockStart + movedMs) });
try {
  // A maker's game as review publishes it, on the table every submission gets.
  await insertTestGame(server.ctx.db, { id: submittedGame, title: 'A submitted game', versions: [{ state: 'published', rewardTable: submittedGameRewardTable }] });
  const world = {
    nowMs: () => clockStart + movedMs,
    advance: (ms: number) => {
      movedMs += ms;
    },
    signUp: async (inviteCode?: string) => {
      const [account] = await createBenchAccounts(server.url, smtp, 1, inviteCode === undefined ? {} : { inviteCode });
      if (!account) throw new Error('No account was made.');
      return benchClient(server.url, account);
    },
  };
  const levelsSession = { game: 'levels', run: (index: number) => levelsPace.run(Math.min(index + 1, levelsPace.levels)), minutes: sessionMinutes };
  const levels = await playFirstSession(world, { ...levelsSession, friend: null });
  const submitted = await playFirstSession(world, { game: submittedGame, run: () => submittedGamePace.run(), minutes: sessionMinutes, friend: null });
  // Invite points come only from a friend: the same Levels session, with a friend joining at minute 5.
  const withFriend = await playFirstSession(world, { ...levelsSession, friend: { atMinute: friendAtMinute, run: levelsPace.run(1) } });
  const s = config.stamina;
  console.log(
    `Settings: ${config.economy.gameCoinsPerGold} game coins a gold coin (${config.economy.goldConversionDailyLimit} a day), stamina ${s.max}, a run ${s.runCost}, a point back every ${s.refillSeconds} s, a refill ${s.recoverPriceGold} gold; ` +
      `an invite ${config.invites.rewardPoints} points, a point ${config.economy.gameCoinsPerInvitePoint} game coins; a run pays at most ${config.runs.maxRewardPerRun}, ${config.runs.dailyRewardLimit} a day.`,
  );
  console.log(`Pace: Levels ${levelsPace.secondsAround} s + ${levelsPace.secondsPerMove} s a move, par + ${levelsPace.movesOverPar} moves; the submitted game 90 s and 3,000 points a run.\n`);
  printTable({ 'Levels, alone': levels, 'Submitted game, alone': submitted, 'Levels, a friend joins at minute 5': withFriend });
  // Alone, a player cannot have invite points; with a friend, everything.
  const late = [
    ...[levels, submitted].flatMap((report) => purchases.filter((name) => name !== 'convertInvitePoint' && report.milestones[name].madeAt === null)),
    ...purchases.filter((name) => withFriend.milestones[name].madeAt === null),
  ];
  if (late.length > 0) {
    console.error(`\nNot made within ${sessionMinutes} minutes: ${late.join(', ')}.`);
    process.exitCode = 1;
  }
} finally {
  await server.close();
  await smtp.close();
}


function printTable(reports: Record<string, SessionReport>): void {
  const at = (milestone: Milestone): string => (milestone.madeAt === null ? 'not made' : `${minutes(milestone.affordableAt)} / ${minutes(milestone.madeAt)}`);
  const names = Object.keys(reports);
  console.log(`| first purchase, affordable / made at (min) | ${names.join(' | ')} |`);
  console.log(`|---|${names.map(() => '---').join('|')}|`);
  for (const name of purchases) console.log(`| ${labels[name]} | ${names.map((session) => at(reports[session]?.milestones[name] ?? { affordableAt: null, madeAt: null })).join(' | ')} |`);
  console.log(`| runs played in ${sessionMinutes} min | ${names.map((session) => String(reports[session]?.runs)).join(' | ')} |`);
  console.log(`| minutes waiting for stamina | ${names.map((session) => minutes(reports[session]?.waitedMinutes ?? null)).join(' | ')} |`);
  console.log(`| game coins earned by runs | ${names.map((session) => String(reports[session]?.earnedGameCoins)).join(' | ')} |`);
}

function minutes(value: number | null): string {
  return value === null ? '—' : value.toFixed(1);
}
