/* eslint-disable no-console -- a command-line report: printing is its job. */
// The server's replay of a Levels run (issue 39): `verifyRun`, as a run's finish calls it, on a
// 24-move run of the largest level, timed call by call. Goal: p99 under 1 ms. It fails past it.
import { levels, movesFinishingIn, scoreRun } from '@site/levels-rules';
import { verifyRun } from '../src/runs/verify-run.ts';

const runMoves = 24;
const rounds = 20_000;
const warmUp = 2_000;

const level = [...levels].reverse().find((each) => movesFinishingIn(each, runMoves) !== null);
const moves = level && movesFinishingIn(level, runMoves);
if (!level || !moves) throw new Error(`No level of Levels finishes in exactly ${runMoves} moves.`);
const claim = { score: scoreRun({ moves: moves.length, par: level.par, completed: true }).score, level: level.number, completed: true, moves };

const times: number[] = [];
for (let round = 0; round < warmUp + rounds; round += 1) {
  const start = process.hrtime.bigint();
  verifyRun('levels', claim);
  const took = Number(process.hrtime.bigint() - start) / 1e6;
  if (round >= warmUp) times.push(took);
}
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? Number.NaN;
const p99 = at(0.99);
console.log(`Levels replay: a ${runMoves}-move run of level ${level.number} (par ${level.par}), ${rounds} replays: p50 ${at(0.5).toFixed(4)} ms, p99 ${p99.toFixed(4)} ms, max ${at(1).toFixed(4)} ms (goal: p99 under 1 ms).`);
if (!(p99 < 1)) {
  console.error('The replay of a Levels run is over its budget: p99 must stay under 1 ms.');
  process.exit(1);
}
