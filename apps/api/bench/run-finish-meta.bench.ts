/* eslint-disable no-console -- a command-line report: printing is its job. */
// What the meta layer (issue 38: quests and streak, league, achievements) adds to a run finish, on
// PostgreSQL. The same `finishRun`, called in this process one finish at a time (latency, not
// throughput), in two child processes on throwaway clusters: "meta on" as the server runs it;
// "finish alone", the baseline, with the finish's three calls into the meta layer resolved to
// no-ops (bench/meta-off/meta-off-hooks.mjs), everything else the same: the run's lock and
// checks, its reward through the ledger, its score on the boards, its answer. The game is a score
// game with three achievements in use that (but for the first to top the board) no run meets, so each finish evaluates them all (
// runs finished, best score, board rank); every player has the day's three quests and a league week.
// BENCH_FINISH_PLAYERS players (40) finish BENCH_FINISH_RUNS runs each (25) after a warm-up
// of 5; the rounds alternate off, on, off, on (BENCH_FINISH_ROUNDS pairs, 1 by default).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/load-config.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { insertGameAchievement } from '../src/achievements/achievement-store.ts';
import { finishRun } from '../src/runs/finish-run.ts';
import { startRun } from '../src/runs/start-run.ts';
import { startServer } from '../src/start-server.ts';
import { insertTestGame, testScoreTable } from '../src/test-support/game-test-helpers.ts';
import { createTestAccount } from '../src/test-support/ledger-test-helpers.ts';
import { countingDatabase } from '../src/test-support/counting-database.ts';
import { throwawayPostgres } from './bench-databases.ts';

const players = Number(process.env.BENCH_FINISH_PLAYERS ?? 40);
const runsEach = Number(process.env.BENCH_FINISH_RUNS ?? 25);
const rounds = Number(process.env.BENCH_FINISH_ROUNDS ?? 1);
const warmUpRuns = 5;
const gameId = 'bench-meta';
const metaOff = join(import.meta.dirname, 'meta-off', 'meta-off-hooks.mjs');

interface Sample {
  meta: 'on' | 'off';
  ms: number[];
  load: number;
  /** Statements and round trips of one measured finish, on average. */
  statements: number;
  roundTrips: number;
}

/** One round in this process: returns each measured finish's milliseconds. */
async function measure(meta: 'on' | 'off'): Promise<Sample> {
  const database = await throwawayPostgres();
  const url = database.env.DATABASE_URL;
  if (!url) throw new Error('The bench database has no DATABASE_URL.');
  let clock = Date.parse('2030-01-15T09:00:00Z');
  const config = loadConfig({
    DATABASE_URL: url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    FILES_DIR: 'memory://',
    RUN_MIN_SECONDS: '0',
    JOB_WORKER: 'false',
    STAMINA_MAX: '1000',
    STAMINA_RUN_COST: '1',
  });
  const db = countingDatabase(openPostgresDatabase(url));
  const server = await startServer(config, { db, now: () => new Date(clock) });
  const { ctx } = server;
  try {
    const owner = await createTestAccount(ctx.db, 'Maker');
    await insertTestGame(ctx.db, { id: gameId, ownerId: owner, versions: [{ state: 'published', rewardTable: testScoreTable }] });
    const texts = [{ language: 'en', title: 'Out of reach', description: 'No run of the bench meets it.' }];
    for (const [position, [kind, threshold]] of ([['runs', 1_000_000], ['score', 1_000_000], ['rank', 1]] as const).entries()) {
      await ctx.db.transaction((tx) => insertGameAchievement(tx, gameId, { kind, threshold, position: position + 1, texts }, ctx.now()));
    }
    const accounts = await Promise.all(Array.from({ length: players }, (_, n) => createTestAccount(ctx.db, `Bench ${n}`)));
    const ms: number[] = [];
    const sent = { statements: 0, roundTrips: 0 };
    for (let round = 0; round < warmUpRuns + runsEach; round += 1) {
      for (const [n, accountId] of accounts.entries()) {
        const { run } = await startRun(ctx, accountId, gameId);
        clock += 1_000;
        const before = { statements: db.statements, roundTrips: db.roundTrips };
        const started = performance.now();
        await finishRun(ctx, { accountId, runId: run.id, claim: { score: 1 + ((n * 31 + round * 17) % 900), completed: true } });
        if (round < warmUpRuns) continue;
        ms.push(performance.now() - started);
        sent.statements += db.statements - before.statements;
        sent.roundTrips += db.roundTrips - before.roundTrips;
      }
    }
    // The baseline must have done none of the meta layer's work, and the other all of it.
    const [league] = await db.query<{ members: number }>('SELECT count(*)::int AS members FROM league_members');
    if ((league?.members ?? 0) !== (meta === 'on' ? players : 0)) throw new Error(`meta ${meta}: ${league?.members} league members for ${players} players`);
    return { meta, ms, load: loadavg()[0] ?? 0, statements: sent.statements / ms.length, roundTrips: sent.roundTrips / ms.length };
  } finally {
    await server.close();
    await database.stop();
  }
}

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

if (process.argv[2] === '--child') {
  const sample = await measure(process.argv[3] === 'off' ? 'off' : 'on');
  console.log(JSON.stringify(sample));
} else {
  const samples: Sample[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const meta of ['off', 'on'] as const) {
      const imports = ['--import', 'tsx', ...(meta === 'off' ? ['--import', metaOff] : [])];
      const child = spawnSync(process.execPath, [...imports, import.meta.filename, '--child', meta], { encoding: 'utf8', env: process.env, maxBuffer: 64 * 1024 * 1024 });
      if (child.status !== 0) throw new Error(`the ${meta} round failed:\n${child.stderr}`);
      samples.push(JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as Sample);
    }
  }
  const figures = (['off', 'on'] as const).map((meta) => {
    const chosen = samples.filter((sample) => sample.meta === meta);
    const sorted = chosen.flatMap((sample) => sample.ms).sort((a, b) => a - b);
    const first = chosen[0];
    return { meta, finishes: sorted.length, statements: first?.statements ?? 0, roundTrips: first?.roundTrips ?? 0, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), load: chosen.map((sample) => sample.load.toFixed(1)).join(', ') };
  });
  const [off, on] = figures;
  if (!off || !on) throw new Error('a round is missing');
  console.log(`\nA run finish on PostgreSQL, ${players} players × ${runsEach} finishes one at a time, ${rounds} round(s) each, alternating:`);
  console.table(
    figures.map((figure) => ({
      finish: figure.meta === 'on' ? 'with streak, quests, league, achievements' : 'alone (meta layer resolved to no-ops)',
      finishes: figure.finishes,
      'p50 ms': figure.p50.toFixed(2),
      'p99 ms': figure.p99.toFixed(2),
      statements: figure.statements.toFixed(1),
      'round trips': figure.roundTrips.toFixed(1),
      'load (1 min) after': figure.load,
    })),
  );
  const added = on.p99 - off.p99;
  console.log(`The meta layer adds ${(on.p50 - off.p50).toFixed(2)} ms at p50 and ${added.toFixed(2)} ms at p99 (the goal: at most 5 ms at p99).`);
}
