/* eslint-disable no-console -- a command-line report: printing is its job. */
// Game saves' figures (issue 23): save and load p50/p99 over HTTP at 50 concurrent players on a
// throwaway PostgreSQL. Fifty accounts made through the mailed links each play Levels at once:
// every player saves `savesPerPlayer` times in a row, each save based on the version the last one
// answered (as the SDK does), then loads `loadsPerPlayer` times. A save is about 4 KiB of JSON.
// Bounded by its counts (the server allows 10 saves a minute per game and player, so 10 is the
// most a player may save in one run); it reports, and fails on any answer other than 200 or a
// load that does not hand back the player's last save.
import { startTestSmtpServer } from '@site/testing/smtp';
import { saveLimits } from '@site/api-contract';
import { startApiProcess } from '../src/test-support/api-process.ts';
import { createBenchAccounts, jsonPostHeaders, type BenchAccount } from './bench-accounts.ts';
import { throwawayPostgres } from './bench-databases.ts';
import { LoadStats } from './load-stats.ts';

const players = 50;
const savesPerPlayer = saveLimits.perWindow;
const loadsPerPlayer = 40;
const savePath = '/api/games/levels/save';

/** A game's state of about 4 KiB: progress, settings and an inventory, as a maker's save might hold. */
const saveData = (player: number, turn: number) => ({
  unlocked: turn + 1,
  settings: { music: 0.6, effects: 0.8, hints: true },
  inventory: Array.from({ length: 40 }, (_, slot) => ({ slot, item: `item-${String((player + slot) % 17)}`, count: (slot * 7 + turn) % 99, tags: ['bench', 'save'] })),
});

async function timed(stats: LoadStats, endpoint: string, call: () => Promise<Response>): Promise<Response> {
  const started = performance.now();
  const response = await call();
  // The body is part of the answer: a load is not done until its save has arrived.
  const text = await response.text();
  stats.record(endpoint, response.status, performance.now() - started);
  return new Response(text, { status: response.status });
}

/** One player's saves, in a row: each based on the version the one before answered. Resolves with the last version. */
async function savesOf(apiUrl: string, account: BenchAccount, player: number, stats: LoadStats): Promise<number> {
  const headers = { ...jsonPostHeaders, cookie: account.cookie };
  let version = 0;
  for (let turn = 0; turn < savesPerPlayer; turn += 1) {
    const body = JSON.stringify({ baseVersion: version, data: saveData(player, turn) });
    const answer = await timed(stats, 'save', () => fetch(`${apiUrl}${savePath}`, { method: 'POST', headers, body }));
    if (answer.status !== 200) return version;
    version = ((await answer.json()) as { save: { version: number } }).save.version;
  }
  return version;
}

/** One player's loads, in a row; each must hand back the player's last save. */
async function loadsOf(apiUrl: string, account: BenchAccount, player: number, saved: number, stats: LoadStats): Promise<void> {
  for (let turn = 0; turn < loadsPerPlayer; turn += 1) {
    const answer = await timed(stats, 'load', () => fetch(`${apiUrl}${savePath}`, { headers: { cookie: account.cookie } }));
    if (answer.status !== 200) return;
    const { save } = (await answer.json()) as { save: { version: number } | null };
    if (save?.version !== saved) throw new Error(`player ${String(player)} loaded version ${String(save?.version)}, saved ${String(saved)}`);
  }
}

/** Runs `phase` for every player at once; its rows (without the total). */
async function atOnce(phase: (stats: LoadStats) => Promise<unknown>): Promise<{ stats: LoadStats; rows: Record<string, string | number>[] }> {
  const stats = new LoadStats();
  const started = performance.now();
  await phase(stats);
  const seconds = (performance.now() - started) / 1000;
  return { stats, rows: stats.table(seconds).filter((row) => row.endpoint !== 'all') };
}

const database = await throwawayPostgres();
const smtp = await startTestSmtpServer();
const server = await startApiProcess({ env: { ...database.env, SMTP_URL: smtp.url, RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_IDENTITY: '1000000' } });
try {
  const accounts = await createBenchAccounts(server.url, smtp, players);
  let versions: number[] = [];
  const saves = await atOnce(async (stats) => {
    versions = await Promise.all(accounts.map((account, player) => savesOf(server.url, account, player, stats)));
  });
  const loads = await atOnce((stats) => Promise.all(accounts.map((account, player) => loadsOf(server.url, account, player, versions[player] ?? 0, stats))));
  console.log(`\nGame saves, PostgreSQL, ${players} players at once (production build, 127.0.0.1): ${savesPerPlayer} saves each (~4 KiB, each based on the version before), then ${loadsPerPlayer} loads each:`);
  console.table([...saves.rows, ...loads.rows]);
  const failures = [...saves.stats.failures(() => 200), ...loads.stats.failures(() => 200)];
  if (failures.length > 0) throw new Error(`Answers other than 200: ${failures.join(', ')}`);
} finally {
  await server.kill('SIGTERM');
  await smtp.close();
  await database.stop();
}
