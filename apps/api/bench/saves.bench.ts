/* eslint-disable no-console -- a command-line report: printing is its job. */
// Game saves' figures (issue 23): save and load p50/p99 over HTTP at 50 concurrent players on a
// throwaway PostgreSQL. Fifty accounts made through the mailed links each play Levels at once:
// every player saves `savesPerPlayer` times in a row, each save based on the version the last one
// answered (as the SDK does), then loads `loadsPerPlayer` times. A save is about 2.6 KB of JSON.
// Bounded by its counts (the server allows 10 saves a minute per game and player, so 10 is the
// most a player may save in one run); it reports, and fails on any answer other than 200 or a
// load that does not hand back the player's last save. Beside each phase: the CPU milliseconds per
// request of each party (the load generator in this process, the API process, PostgreSQL), since
// the three share the machine's cores. BENCH_PLAYERS: the players at once (default 50), to see how
// the tail grows with them. BENCH_BY_TURN=1: one row per turn of the saves (the first, an insert,
// comes from every player at once). BENCH_API_PROFILE=<folder>: the API process writes a V8 CPU
// profile there, and the bench the phases' times beside it (bench/profile-summary.ts reads both).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestSmtpServer } from '@site/testing/smtp';
import { saveLimits } from '@site/api-contract';
import { startApiProcess } from '../src/test-support/api-process.ts';
import { createBenchAccounts, jsonPostHeaders, type BenchAccount } from './bench-accounts.ts';
import { throwawayPostgres } from './bench-databases.ts';
import { loadAverage, measureCpu } from './cpu-time.ts';
import { LoadStats } from './load-stats.ts';

const players = Number(process.env.BENCH_PLAYERS ?? 50);
const profileDir = process.env.BENCH_API_PROFILE;
const savesPerPlayer = saveLimits.perWindow;
const loadsPerPlayer = 40;
const savePath = '/api/games/levels/save';

/** A game's state of about 2.6 KB of JSON: progress, settings and an inventory, as a maker's save might hold. */
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
    const answer = await timed(stats, process.env.BENCH_BY_TURN ? `save ${String(turn)}` : 'save', () => fetch(`${apiUrl}${savePath}`, { method: 'POST', headers, body }));
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

/** Monotonic microseconds, the clock of a V8 CPU profile's samples. */
const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);
/** Each phase's span and requests, for bench/profile-summary.ts beside the API's profile. */
const phases: Record<string, { from: number; to: number; requests: number }> = {};

/** Runs `phase` for every player at once; its rows (without the total), with each party's CPU milliseconds per request. */
async function atOnce(name: string, pids: { api: number | null; postgres: number }, phase: (stats: LoadStats) => Promise<unknown>): Promise<{ stats: LoadStats; rows: Record<string, string | number>[] }> {
  const stats = new LoadStats();
  const from = monotonicMicros();
  const { cpu, load } = await measureCpu(pids, () => phase(stats));
  const to = monotonicMicros();
  const rows = stats.table((to - from) / 1e6).filter((row) => row.endpoint !== 'all');
  const count = rows.reduce((sum, row) => sum + Number(row.requests), 0);
  phases[name] = { from, to, requests: count };
  const ms = (spent: number | null): string => (spent === null ? '–' : ((spent * 1000) / count).toFixed(2));
  return { stats, rows: rows.map((row) => ({ ...row, 'client CPU ms': ms(cpu.client), 'API CPU ms': ms(cpu.api), 'PostgreSQL CPU ms': ms(cpu.postgres), load: load.toFixed(1) })) };
}

const database = await throwawayPostgres();
const smtp = await startTestSmtpServer();
if (profileDir) mkdirSync(profileDir, { recursive: true });
const profile: Record<string, string> = profileDir ? { BENCH_API_PROFILE: profileDir, NODE_OPTIONS: `--import=${join(import.meta.dirname, 'cpu-profile.mjs')}` } : {};
const server = await startApiProcess({ env: { ...database.env, ...profile, SMTP_URL: smtp.url, RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_IDENTITY: '1000000' } });
const loadAtStart = loadAverage();
try {
  if (database.pid === undefined) throw new Error('The bench database has no process id.');
  const pids = { api: server.pid, postgres: database.pid };
  const accounts = await createBenchAccounts(server.url, smtp, players);
  let versions: number[] = [];
  const saves = await atOnce('saves', pids, async (stats) => {
    versions = await Promise.all(accounts.map((account, player) => savesOf(server.url, account, player, stats)));
  });
  const loads = await atOnce('loads', pids, (stats) => Promise.all(accounts.map((account, player) => loadsOf(server.url, account, player, versions[player] ?? 0, stats))));
  console.log(`\nGame saves, PostgreSQL, ${players} players at once (production build, 127.0.0.1): ${savesPerPlayer} saves each (~2.6 KB, each based on the version before), then ${loadsPerPlayer} loads each:`);
  console.table([...saves.rows, ...loads.rows]);
  console.log(`The load generator (this process), the API process and PostgreSQL share the machine's cores; "CPU ms" is what each spent per request of the phase. Load average (1 min): ${loadAtStart.toFixed(1)} at the start.`);
  const failures = [...saves.stats.failures(() => 200), ...loads.stats.failures(() => 200)];
  if (failures.length > 0) throw new Error(`Answers other than 200: ${failures.join(', ')}`);
} finally {
  await server.kill('SIGTERM');
  if (profileDir) writeFileSync(join(profileDir, 'phases.json'), JSON.stringify(phases, null, 2));
  await smtp.close();
  await database.stop();
}
