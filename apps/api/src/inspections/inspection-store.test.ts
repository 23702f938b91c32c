import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { postForm, submissionParts } from '../test-support/submission-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { findInspection, finishInspection } from './inspection-store.ts';

const server = await startTestServer();

describe('an inspection report', () => {
  it("keeps a game's own words the database cannot store (NUL, half a surrogate pair) as U+FFFD", async () => {
    const { client } = await signedInPlayer(server);
    const submitted = await postForm<{ game: string }>(client, '/api/submissions', submissionParts());
    expect(submitted.status).toBe(201);
    const { game } = submitted.body;
    const detail = 'Error: a\u0000b \ud800 \udc00 😀';
    await finishInspection(
      server.ctx.db,
      game,
      1,
      { state: 'done', verdict: 'blocks', report: { findings: [{ level: 'blocks', code: 'crashed', viewport: 'phone', value: null, limit: null, detail }], runs: [] } },
      server.ctx.now(),
    );
    expect((await findInspection(server.ctx.db, game, 1))?.findings[0]?.detail).toBe('Error: a\ufffdb \ufffd \ufffd 😀');
    await finishInspection(server.ctx.db, game, 1, { state: 'failed', problem: 'the game said \u0000' }, server.ctx.now());
    expect((await findInspection(server.ctx.db, game, 1))?.state).toBe('failed');
  });
});
