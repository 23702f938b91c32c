import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { finish, whatFinishesReached } from '../test-support/run-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { findRunReplay } from './run-replay-store.ts';

const server = await startTestServer();
const { db } = server.ctx;
const minMs = server.ctx.config.runs.minSeconds * 1000;
await insertTestGame(db, { id: 'recorded', versions: [{ state: 'published' }] });

/** A run of the recorded game, started and past its minimum time, with the seed its start answered. */
async function startedRecordedRun(client: Awaited<ReturnType<typeof signedInPlayer>>['client']) {
  const { run, seed } = await client.api.call('startRun', { params: { game: 'recorded' } });
  server.advanceClock(minMs + 1);
  return { runId: run.id, seed: seed! };
}

const taps = (count: number, everyMs = 500) => Array.from({ length: count }, (_, index) => ({ at: (index + 1) * everyMs, input: 'tap' }));

describe('replay records', () => {
  it('start from a seed the server gives each run, kept with it and answered again to a repeated start', async () => {
    const { client } = await signedInPlayer(server);
    const first = await client.api.call('startRun', { params: { game: 'recorded' }, query: { requestId: 'replay-start-1' } });
    expect(first.seed).toMatch(/^[0-9a-f]{32}$/);
    expect((await client.api.call('startRun', { params: { game: 'recorded' }, query: { requestId: 'replay-start-1' } })).seed).toBe(first.seed);
    const second = await client.api.call('startRun', { params: { game: 'recorded' } });
    expect(second.seed).not.toBe(first.seed);
    expect(await db.query('SELECT seed FROM game_runs WHERE id = $1', [first.run.id])).toEqual([{ seed: first.seed }]);
  });

  it('are kept with the finish that carried them, and the finish is paid as any other', async () => {
    const { client } = await signedInPlayer(server);
    const { runId, seed } = await startedRecordedRun(client);
    const replay = { seed, version: '1.1.0', inputs: taps(5) };
    const finished = await client.api.call('finishRun', { params: { run: runId }, body: { score: 4200, completed: true, replay } });
    expect(finished.run).toMatchObject({ score: 4200, completed: true });
    expect(await findRunReplay(db, runId)).toEqual(replay);
    // A retry of the same finish is answered the first answer and keeps the one record.
    expect(await client.api.call('finishRun', { params: { run: runId }, body: { score: 4200, completed: true, replay } })).toEqual(finished);
    expect(await db.query('SELECT count(*)::int AS records FROM run_replays WHERE run_id = $1', [runId])).toEqual([{ records: 1 }]);
  });

  it('of another run, or with inputs later than the run has lasted, are refused run_replay_invalid and reach nothing; the run stays open', async () => {
    const { accountId, client } = await signedInPlayer(server);
    const other = await startedRecordedRun(client);
    const { runId, seed } = await startedRecordedRun(client);
    const before = await whatFinishesReached(db, accountId);
    const lasted = 2 * (minMs + 1);
    const forgeries = [
      ["another run's record", { seed: other.seed, version: '1.1.0', inputs: taps(5) }],
      ['inputs past the run\'s end', { seed, version: '1.1.0', inputs: [{ at: lasted + 1, input: 'tap' }] }],
    ] as const;
    for (const [what, replay] of forgeries) {
      const refused = await refusal(client.api.call('finishRun', { params: { run: runId }, body: { score: 4200, completed: true, replay: { ...replay, inputs: [...replay.inputs] } } }));
      expect(refused, what).toMatchObject({ status: 422, code: 'run_replay_invalid' });
    }
    expect(await whatFinishesReached(db, accountId)).toEqual(before);
    expect(await findRunReplay(db, runId)).toBeNull();
    expect((await finish(client, runId, { score: 10, completed: true })).run.score).toBe(10);
  });

  it('name the field of a record the protocol does not allow, and are bounded in size', async () => {
    const { client } = await signedInPlayer(server);
    const { runId, seed } = await startedRecordedRun(client);
    const finishWith = (replay: unknown) => refusal(client.api.call('finishRun', { params: { run: runId }, body: { score: 1, completed: true, replay: replay as never } }));
    const good = { seed, version: '1.1.0', inputs: taps(2) };
    expect(await finishWith({ ...good, seed: 'not-a-seed' })).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.replay.seed' });
    expect(await finishWith({ ...good, version: 'one two' })).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.replay.version' });
    expect(await finishWith({ ...good, inputs: [{ at: 5, input: 'tap' }, { at: 4, input: 'tap' }] })).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.replay.inputs.1.at' });
    expect(await finishWith({ ...good, inputs: [{ at: -1, input: 'tap' }] })).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.replay.inputs.0.at' });
    expect(await finishWith({ ...good, inputs: [{ at: 1, input: 'tap', x: 1 }] })).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await finishWith({ ...good, inputs: taps(3001, 1) })).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.replay.inputs' });

    // The largest record the protocol allows fits: 3000 inputs of 32 characters.
    server.advanceClock(3000);
    const largest = { seed, version: 'v'.repeat(32), inputs: Array.from({ length: 3000 }, (_, index) => ({ at: index, input: 'k'.repeat(32) })) };
    expect((await client.api.call('finishRun', { params: { run: runId }, body: { score: 1, completed: true, replay: largest } })).run.score).toBe(1);
    expect((await findRunReplay(db, runId))?.inputs).toHaveLength(3000);
  });
});
