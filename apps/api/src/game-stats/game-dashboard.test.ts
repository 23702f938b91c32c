import type { BodyOf } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { finish, pastMinimumRunTime, startedRun } from '../test-support/run-test-helpers.ts';
import type { TestClient } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';

const server = await startTestServer();
const { db } = server.ctx;
const game = 'dashboard-game';

const report = (client: TestClient, body: BodyOf<'reportStageEvent'>) => client.api.call('reportStageEvent', { params: { game }, body });

describe("a maker's dashboard", () => {
  it("adds up the game's runs and what players' stages reported, per UTC day, for its owner only", async () => {
    const owner = await signedInPlayer(server);
    await insertTestGame(db, { id: game, ownerId: owner.accountId, versions: [{ state: 'published' }, { state: 'submitted' }] });
    const [a, b, c] = [await signedInPlayer(server), await signedInPlayer(server), await signedInPlayer(server)];

    // Day 1: A opens the page, sees the game ready in 1.2 s and finishes a run; B opens it, waits
    // 3 s, is refused a run twice, and the host refused one of the game's messages.
    for (const body of [{ kind: 'opened' }, { kind: 'ready', readyMs: 1200 }] satisfies BodyOf<'reportStageEvent'>[]) expect(await report(a.client, body)).toEqual({ version: 1 });
    const paidRun = await startedRun(a.client, game);
    pastMinimumRunTime(server);
    const finished = await finish(a.client, paidRun, { score: 100, completed: true });
    for (const body of [{ kind: 'opened' }, { kind: 'opened' }, { kind: 'ready', readyMs: 3000 }, { kind: 'run_refused', detail: 'not_enough_stamina' }, { kind: 'run_refused', detail: 'not_enough_stamina' }, { kind: 'game_error', detail: 'unexpected field "x"' }] satisfies BodyOf<'reportStageEvent'>[]) {
      await report(b.client, body);
    }
    // Day 2: A opens it again and starts a run left unfinished; C plays without the page's report.
    server.advanceClock(86_400_000);
    await report(a.client, { kind: 'opened' });
    await startedRun(a.client, game);
    await startedRun(c.client, game);

    const answer = await owner.client.api.call('getGameDashboard', { params: { game } });
    const dashboard = answer;
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days.at(-1)?.day).toBe(server.ctx.now().toISOString().slice(0, 10));
    const coins = finished.run.coinsPaid;
    expect(dashboard.days.slice(-2)).toEqual([
      { day: expect.any(String), openers: 2, players: 1, plays: 1, finished: 1, coinsPaid: coins },
      { day: expect.any(String), openers: 1, players: 2, plays: 2, finished: 0, coinsPaid: '0' },
    ]);
    expect(dashboard.days.slice(0, -2).every((day) => day.plays === 0 && day.openers === 0)).toBe(true);
    expect(dashboard.totals).toEqual({ openers: 2, players: 2, plays: 3, finished: 1, coinsPaid: coins, openersWhoFinished: 1 });
    expect(dashboard.conversion).toBe(0.5);
    expect(dashboard.readyMs).toEqual({ reports: 2, median: 1200, p90: 3000 });
    expect(dashboard.refusals).toEqual([{ detail: 'not_enough_stamina', count: 2 }]);
    expect(dashboard.gameErrors).toEqual([{ detail: 'unexpected field "x"', count: 1 }]);

    // One version: all of it was version 1; version 2 was never played.
    expect((await owner.client.api.call('getGameDashboard', { params: { game }, query: { version: '1' } })).totals).toEqual(dashboard.totals);
    const second = await owner.client.api.call('getGameDashboard', { params: { game }, query: { version: '2' } });
    expect([second.version, second.totals.plays, second.conversion, second.readyMs]).toEqual([2, 0, null, null]);

    // Nobody else reads it; an unknown game or version is not there; reports are checked.
    await expect(b.client.api.call('getGameDashboard', { params: { game } })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(owner.client.api.call('getGameDashboard', { params: { game: 'no-such-game' } })).rejects.toMatchObject({ status: 404 });
    await expect(owner.client.api.call('getGameDashboard', { params: { game }, query: { version: '3' } })).rejects.toMatchObject({ status: 404 });
    await expect(server.client().api.call('getGameDashboard', { params: { game } })).rejects.toMatchObject({ status: 401 });
    await expect(report(a.client, { kind: 'ready' })).rejects.toMatchObject({ field: 'body.readyMs' });
    await expect(report(a.client, { kind: 'opened', detail: 'x' })).rejects.toMatchObject({ field: 'body.detail' });
    await expect(a.client.api.call('reportStageEvent', { params: { game: 'no-such-game' }, body: { kind: 'opened' } })).rejects.toMatchObject({ status: 404 });
  });
});
