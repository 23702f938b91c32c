import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { unlockGameAchievements } from './achievement-store.ts';
import { closeLeagueWeeks } from '../leagues/close-league-weeks.ts';
import { leagueWeekOf } from '../leagues/league-rules.ts';
import { recordLeagueRun } from '../leagues/record-league-run.ts';
import { queuedConcurrency } from '../test-support/concurrency-pool.ts';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { createTestAccount } from '../test-support/ledger-test-helpers.ts';
import { finish, startedRun } from '../test-support/run-test-helpers.ts';
import { createPostgresTestDatabase, testDatabaseKind } from '../test-support/test-database.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { TestClient } from '../test-support/test-client.ts';

// Achievements on the server (docs/api/achievements.md): a maker's definitions with
// their checks, thresholds met by accepted runs, each unlocked once per player (under a race
// too), per game, and the site's own from the run, the streak day and the league's close.

const settings = { RUN_MIN_SECONDS: '1', STAMINA_MAX: '1000', STAMINA_RUN_COST: '1' };
const server = await startTestServer(settings);
server.stopClock();

const moveTo = (target: TestServer, instant: string): void => {
  target.advanceClock(Date.parse(instant) - target.ctx.now().getTime());
};

let gameCount = 0;
/** A published game of a new maker; `levels` gives it a table of that many levels. */
async function makersGame(target: TestServer, options: { levels?: number; descriptions?: string[] } = {}): Promise<{ gameId: string; maker: { accountId: string; client: TestClient } }> {
  const maker = await signedInPlayer(target);
  gameCount += 1;
  const gameId = `achiever-${gameCount}`;
  const rewardTable = options.levels ? { kind: 'levels' as const, scorePerCoin: 10, levels: Array.from({ length: options.levels }, () => ({ maxScore: 100, completedCoins: 0 })) } : undefined;
  await insertTestGame(target.ctx.db, { id: gameId, ownerId: maker.accountId, versions: [{ state: 'published', ...(rewardTable ? { rewardTable } : {}) }] });
  if (options.descriptions) {
    await maker.client.api.call('setGameDescriptions', { params: { game: gameId }, body: { descriptions: options.descriptions.map((language) => ({ language, text: `About it in ${language}.` })) } });
  }
  return { gameId, maker };
}

const texts = (title: string) => [{ language: 'en', title, description: `${title}, described.` }];

/** A run of `game` started a second before and finished now. */
async function played(target: TestServer, client: TestClient, game: string, claim: { score: number; level?: number; completed?: boolean }) {
  const runId = await startedRun(client, game);
  target.advanceClock(1_001);
  return finish(client, runId, { completed: true, ...claim });
}

describe('a maker defines achievements', () => {
  it('creates, lists, edits and retires them; refuses bad input with a 4xx naming the field', async () => {
    const { gameId, maker } = await makersGame(server, { descriptions: ['en', 'es'] });
    const created = await maker.client.api.call('createGameAchievement', {
      params: { game: gameId },
      body: { kind: 'score', threshold: 500, texts: [{ language: 'en', title: '  High flyer ', description: 'Score 500.' }, { language: 'es', title: 'Alto vuelo', description: 'Haz 500 puntos.' }] },
    });
    expect(created.achievement).toMatchObject({ gameId, kind: 'score', threshold: 500, position: 1, retired: false, texts: [{ language: 'en', title: 'High flyer' }, { language: 'es', title: 'Alto vuelo' }] });
    const id = created.achievement.id;

    const edited = await maker.client.api.call('updateGameAchievement', { params: { game: gameId, achievement: id }, body: { threshold: 400, position: 3, retired: true } });
    expect(edited.achievement).toMatchObject({ threshold: 400, position: 3, retired: true });
    const listed = await maker.client.api.call('listMyGameAchievements', { params: { game: gameId } });
    expect(listed).toMatchObject({ players: 0, achievements: [{ id, retired: true, unlockedBy: 0, players: 0 }] });

    const refusal = (body: object) => maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: body as never });
    await expect(refusal({ kind: 'score', threshold: 0, texts: texts('x') })).rejects.toMatchObject({ status: 400, code: 'validation_failed', field: 'body.threshold' });
    await expect(refusal({ kind: 'bogus', threshold: 5, texts: texts('x') })).rejects.toMatchObject({ status: 400, field: 'body.kind' });
    await expect(refusal({ kind: 'score', threshold: 5, texts: [] })).rejects.toMatchObject({ status: 400, field: 'body.texts' });
    await expect(refusal({ kind: 'score', threshold: 5, texts: [{ language: 'en', title: '   ', description: '' }] })).rejects.toMatchObject({ status: 400, field: 'body.texts.0.title' });
    await expect(refusal({ kind: 'score', threshold: 5, texts: [...texts('a'), ...texts('b')] })).rejects.toMatchObject({ status: 400, field: 'body.texts.1.language' });
    await expect(refusal({ kind: 'score', threshold: 5, texts: [{ language: 'es', title: 'Hola', description: '' }] })).rejects.toMatchObject({ status: 400, field: 'body.texts.0.language' });
    await expect(refusal({ kind: 'score', threshold: 5, texts: [...texts('a'), { language: 'fr', title: 'Salut', description: '' }] })).rejects.toMatchObject({ status: 400, field: 'body.texts.1.language' });
    await expect(refusal({ kind: 'level', threshold: 2, texts: texts('x') })).rejects.toMatchObject({ status: 400, field: 'body.kind' });

    const stranger = await signedInPlayer(server);
    await expect(stranger.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind: 'score', threshold: 5, texts: texts('x') } })).rejects.toMatchObject({ status: 403 });
    await expect(stranger.client.api.call('listMyGameAchievements', { params: { game: gameId } })).rejects.toMatchObject({ status: 403 });
    await expect(stranger.client.api.call('updateGameAchievement', { params: { game: gameId, achievement: id }, body: { retired: false } })).rejects.toMatchObject({ status: 403 });
    await expect(maker.client.api.call('updateGameAchievement', { params: { game: gameId, achievement: '999999999' }, body: { retired: false } })).rejects.toMatchObject({ status: 404 });
    await expect(maker.client.api.call('createGameAchievement', { params: { game: 'no-such-game' }, body: { kind: 'score', threshold: 5, texts: texts('x') } })).rejects.toMatchObject({ status: 404 });
  });

  it('checks a level achievement against the game\'s levels, and stops at 50 in use', async () => {
    const { gameId, maker } = await makersGame(server, { levels: 3 });
    await expect(maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind: 'level', threshold: 4, texts: texts('Too far') } })).rejects.toMatchObject({ status: 400, field: 'body.threshold' });
    for (let index = 0; index < 50; index += 1) await maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind: 'runs', threshold: index + 1, texts: texts(`Runs ${index + 1}`) } });
    await expect(maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind: 'level', threshold: 3, texts: texts('Top') } })).rejects.toMatchObject({ status: 409, code: 'achievement_limit' });
  });
});

describe('a threshold no run can reach', () => {
  it("is refused against the top score and the levels of the game's newest version's table, naming the field and the limit", async () => {
    const scored = await makersGame(server);
    const create = (gameId: string, client: TestClient, kind: 'score' | 'level', threshold: number) => client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind, threshold, texts: texts(`${kind} ${threshold}`) } });
    // The submitted games' table: a run scores at most 10,000.
    await expect(create(scored.gameId, scored.maker.client, 'score', 20_000)).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      field: 'body.threshold',
      message: 'body.threshold: 20,000 is out of reach: at most 10,000, the top score a run of this game can reach.',
    });
    const top = (await create(scored.gameId, scored.maker.client, 'score', 10_000)).achievement.id;
    await expect(scored.maker.client.api.call('updateGameAchievement', { params: { game: scored.gameId, achievement: top }, body: { threshold: 10_001 } })).rejects.toMatchObject({ status: 400, field: 'body.threshold' });

    // A game with levels: each level's most (here 100, and 250 for the last), and its count of levels.
    const levelled = await makersGame(server, { levels: 3 });
    await server.ctx.db.query(`UPDATE game_versions SET reward_table = jsonb_set(reward_table, '{levels,2,maxScore}', '250') WHERE game_id = $1`, [levelled.gameId]);
    await expect(create(levelled.gameId, levelled.maker.client, 'score', 251)).rejects.toMatchObject({ status: 400, field: 'body.threshold', message: expect.stringContaining('at most 250, the top score') });
    await create(levelled.gameId, levelled.maker.client, 'score', 250);
    await expect(create(levelled.gameId, levelled.maker.client, 'level', 4)).rejects.toMatchObject({ status: 400, field: 'body.threshold', message: 'body.threshold: level 4 is out of reach: at most 3, the levels this game has.' });
    expect((await scored.maker.client.api.call('listMyGameAchievements', { params: { game: scored.gameId } })).reach).toEqual({ topScore: 10_000, levels: null, topScoreFrom: 'declaration' });
    expect((await levelled.maker.client.api.call('listMyGameAchievements', { params: { game: levelled.gameId } })).reach).toEqual({ topScore: 250, levels: 3, topScoreFrom: 'declaration' });
  });

  it('is checked against the newest version that is not rejected: a rejected one is never paid by', async () => {
    const { gameId, maker } = await makersGame(server);
    // Version 2 declared a top score of 5,000, and was rejected: version 1's 10,000 still holds.
    await server.ctx.db.query(
      `INSERT INTO game_versions (game_id, version, state, files_key, thumbnail_key, reward_table, created_by, created_at, reviewed_at, rejection_reason)
       SELECT game_id, 2, 'rejected', files_key, thumbnail_key, jsonb_set(reward_table, '{maxScore}', '5000'), created_by, created_at, created_at, 'Crashes on start.'
       FROM game_versions WHERE game_id = $1 AND version = 1`,
      [gameId],
    );
    expect((await maker.client.api.call('listMyGameAchievements', { params: { game: gameId } })).reach).toEqual({ topScore: 10_000, levels: null, topScoreFrom: 'declaration' });
    const created = await maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind: 'score', threshold: 8_000, texts: texts('Eight thousand') } });
    expect(created.achievement.threshold).toBe(8_000);
    // Version 3, in review with the same 5,000, will be paid by once published: it decides.
    await server.ctx.db.query(`INSERT INTO game_versions (game_id, version, state, files_key, thumbnail_key, reward_table, created_by, created_at) SELECT game_id, 3, 'in_review', files_key, thumbnail_key, reward_table, created_by, created_at FROM game_versions WHERE game_id = $1 AND version = 2`, [gameId]);
    expect((await maker.client.api.call('listMyGameAchievements', { params: { game: gameId } })).reach).toEqual({ topScore: 5_000, levels: null, topScoreFrom: 'declaration' });
  });

  it("is refused against the run bounds' highest score when it is below the top score, and the bounds lowered later mark those made before", async () => {
    const { gameId, maker } = await makersGame(server);
    const bounds = (maxScore: number | null) => maker.client.api.call('setRunBounds', { params: { game: gameId }, body: { maxScore, maxPointsPerSecond: null, minRunSeconds: null, maxRunSeconds: null } });
    const reach = async () => (await maker.client.api.call('listMyGameAchievements', { params: { game: gameId } })).reach;
    const create = (threshold: number) => maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind: 'score', threshold, texts: texts(`Score ${threshold}`) } });
    const eight = (await create(8_000)).achievement.id;

    // A run above 5,000 is held and unlocks nothing: 5,000 is the most, named as the bounds'.
    await bounds(5_000);
    expect(await reach()).toEqual({ topScore: 5_000, levels: null, topScoreFrom: 'runBounds' });
    await expect(create(5_001)).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      field: 'body.threshold',
      message: "body.threshold: 5,001 is out of reach: at most 5,000, the highest score of this game's plausibility bounds (a run above it is held and unlocks nothing).",
    });
    expect((await create(5_000)).achievement.threshold).toBe(5_000);
    await expect(maker.client.api.call('updateGameAchievement', { params: { game: gameId, achievement: eight }, body: { threshold: 7_000 } })).rejects.toMatchObject({ status: 400, field: 'body.threshold' });
    // The one made before the bounds stays, listed beside the reach that marks it, and can be retired or lowered.
    expect((await maker.client.api.call('listMyGameAchievements', { params: { game: gameId } })).achievements).toMatchObject([{ id: eight, threshold: 8_000 }, { threshold: 5_000 }]);
    expect((await maker.client.api.call('updateGameAchievement', { params: { game: gameId, achievement: eight }, body: { retired: true } })).achievement.retired).toBe(true);
    expect((await maker.client.api.call('updateGameAchievement', { params: { game: gameId, achievement: eight }, body: { threshold: 4_000 } })).achievement.threshold).toBe(4_000);

    // A bound above the declared top score changes nothing; no bound, the declaration alone.
    await bounds(50_000);
    expect(await reach()).toEqual({ topScore: 10_000, levels: null, topScoreFrom: 'declaration' });
    await expect(create(10_001)).rejects.toMatchObject({ status: 400, message: expect.stringContaining('at most 10,000, the top score a run of this game can reach') });
    await bounds(null);
    expect((await create(9_000)).achievement.threshold).toBe(9_000);
  });

  it("is refused above what the bounds' pace lets their longest run score: a run scoring more is held too", async () => {
    const { gameId, maker } = await makersGame(server);
    await maker.client.api.call('setRunBounds', { params: { game: gameId }, body: { maxScore: null, maxPointsPerSecond: 20, minRunSeconds: null, maxRunSeconds: 300 } });
    expect((await maker.client.api.call('listMyGameAchievements', { params: { game: gameId } })).reach).toEqual({ topScore: 6_000, levels: null, topScoreFrom: 'runBounds' });
    const create = (threshold: number) => maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind: 'score', threshold, texts: texts(`Paced ${threshold}`) } });
    await expect(create(6_001)).rejects.toMatchObject({ status: 400, field: 'body.threshold', message: expect.stringContaining('at most 6,000, the highest score') });
    expect((await create(6_000)).achievement.threshold).toBe(6_000);
  });

  it('keeps one stored before the check: listed, and edited or retired as long as its threshold stays', async () => {
    const { gameId, maker } = await makersGame(server);
    const [row] = await server.ctx.db.query<{ id: string }>(
      `INSERT INTO game_achievements (game_id, kind, threshold, position, texts, created_at, updated_at) VALUES ($1, 'score', 20000, 1, $2::jsonb, now(), now()) RETURNING id::text AS id`,
      [gameId, JSON.stringify(texts('Twenty thousand'))],
    );
    const id = row?.id ?? '';
    expect((await maker.client.api.call('listMyGameAchievements', { params: { game: gameId } })).achievements).toMatchObject([{ id, threshold: 20_000 }]);
    const renamed = await maker.client.api.call('updateGameAchievement', { params: { game: gameId, achievement: id }, body: { threshold: 20_000, texts: texts('Out of reach') } });
    expect(renamed.achievement).toMatchObject({ threshold: 20_000, texts: [{ title: 'Out of reach' }] });
    expect((await maker.client.api.call('updateGameAchievement', { params: { game: gameId, achievement: id }, body: { retired: true } })).achievement.retired).toBe(true);
    await expect(maker.client.api.call('updateGameAchievement', { params: { game: gameId, achievement: id }, body: { threshold: 15_000 } })).rejects.toMatchObject({ status: 400, field: 'body.threshold' });
    expect((await maker.client.api.call('updateGameAchievement', { params: { game: gameId, achievement: id }, body: { threshold: 9_000 } })).achievement.threshold).toBe(9_000);
  });
});

describe('accepted runs unlock achievements', () => {
  it('unlocks each threshold once, tells the finish, keeps retired ones unlocked, and shows progress', async () => {
    moveTo(server, '2031-07-01T10:00:00Z');
    const { gameId, maker } = await makersGame(server);
    const define = async (kind: 'score' | 'runs' | 'rank', threshold: number, title: string) =>
      (await maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind, threshold, texts: texts(title) } })).achievement.id;
    const score = await define('score', 300, 'Score 300');
    const runs = await define('runs', 3, 'Three runs');
    const top = await define('rank', 1, 'Number one');

    const rival = await signedInPlayer(server);
    expect((await played(server, rival.client, gameId, { score: 900 })).achievements).toMatchObject({ site: ['first_run'], game: [{ id: score }, { id: top }] });

    const { client } = await signedInPlayer(server);
    const first = await played(server, client, gameId, { score: 100 });
    expect(first.achievements).toEqual({ site: ['first_run'], game: [] });
    expect((await client.api.call('getGameAchievements', { params: { game: gameId } })).achievements.map((a) => [a.id, a.unlockedAt !== null, a.progress])).toEqual([
      [score, false, { current: 100, target: 300 }],
      [runs, false, { current: 1, target: 3 }],
      [top, false, null],
    ]);
    const second = await played(server, client, gameId, { score: 350 });
    expect(second.achievements?.game.map((a) => a.texts[0]?.title)).toEqual(['Score 300']);
    // The same score again, then the third run: the score one is not told again.
    expect((await played(server, client, gameId, { score: 400 })).achievements?.game.map((a) => a.id)).toEqual([runs]);
    expect((await played(server, client, gameId, { score: 950 })).achievements?.game.map((a) => a.id)).toEqual([top]);

    // Retired: it unlocks no more, and who has it keeps it.
    await maker.client.api.call('updateGameAchievement', { params: { game: gameId, achievement: score }, body: { retired: true } });
    const late = await signedInPlayer(server);
    expect((await played(server, late.client, gameId, { score: 500 })).achievements?.game).toEqual([]);
    expect((await client.api.call('getGameAchievements', { params: { game: gameId } })).achievements.map((a) => a.id)).toEqual([score, runs, top]);
    expect((await late.client.api.call('getGameAchievements', { params: { game: gameId } })).achievements.map((a) => a.id)).toEqual([runs, top]);
    expect((await client.api.call('getMyAchievements')).games.map((entry) => entry.achievement.id).sort()).toEqual([runs, score, top].sort());

    const rates = await maker.client.api.call('listMyGameAchievements', { params: { game: gameId } });
    expect(rates.players).toBe(3);
    expect(rates.achievements.map((a) => [a.id, a.unlockedBy])).toEqual([
      [score, 2],
      [runs, 1],
      [top, 2],
    ]);
  });

  it('unlocks a level achievement from the levels completed, and a game\'s achievements only by its own runs', async () => {
    const { gameId, maker } = await makersGame(server, { levels: 3 });
    const other = await makersGame(server);
    const level = (await maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind: 'level', threshold: 2, texts: texts('Level 2') } })).achievement.id;
    await other.maker.client.api.call('createGameAchievement', { params: { game: other.gameId }, body: { kind: 'runs', threshold: 1, texts: texts('Played the other one') } });

    const { client } = await signedInPlayer(server);
    expect((await played(server, client, gameId, { score: 10, level: 1, completed: true })).achievements?.game).toEqual([]);
    expect((await played(server, client, gameId, { score: 10, level: 2, completed: false })).achievements?.game).toEqual([]);
    expect((await played(server, client, gameId, { score: 10, level: 2, completed: true })).achievements?.game.map((a) => a.id)).toEqual([level]);
    const ownOnly = await client.api.call('getGameAchievements', { params: { game: gameId } });
    expect(ownOnly.achievements.map((a) => a.gameId)).toEqual([gameId]);
    expect((await client.api.call('getGameAchievements', { params: { game: other.gameId } })).achievements.map((a) => a.unlockedAt)).toEqual([null]);
    // A visitor sees the definitions, without progress.
    expect((await server.client().api.call('getGameAchievements', { params: { game: gameId } })).achievements).toMatchObject([{ id: level, unlockedAt: null, progress: null }]);
    await expect(server.client().api.call('getGameAchievements', { params: { game: 'no-such-game' } })).rejects.toMatchObject({ status: 404 });
  });

  it('gives no rank for a score of 0, and nothing at all for a run given up at 0', async () => {
    const { gameId, maker } = await makersGame(server);
    const top = (await maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind: 'rank', threshold: 1, texts: texts('The best') } })).achievement.id;
    const runs = (await maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind: 'runs', threshold: 1, texts: texts('Played it') } })).achievement.id;
    const { client } = await signedInPlayer(server);
    // Given up at 0: no finished run, no rank on the empty board.
    expect((await played(server, client, gameId, { score: 0, completed: false })).achievements).toEqual({ site: [], game: [] });
    // Completed at 0: a finished run, but a 0 is on no board, so no rank.
    expect((await played(server, client, gameId, { score: 0, completed: true })).achievements).toEqual({ site: ['first_run'], game: [expect.objectContaining({ id: runs })] });
    expect((await played(server, client, gameId, { score: 5 })).achievements?.game.map((a) => a.id)).toEqual([top]);
  });

  it('unlocks once when many finishes of the player race, and pays nothing', { timeout: 120_000 }, async () => {
    const parallel = testDatabaseKind === 'postgres' ? 40 : 12;
    const racing = await startTestServer(settings, {}, testDatabaseKind === 'postgres' ? { db: openPostgresDatabase(await createPostgresTestDatabase(), queuedConcurrency) } : {});
    racing.stopClock();
    moveTo(racing, '2031-08-01T08:00:00Z');
    const { gameId, maker } = await makersGame(racing);
    const id = (await maker.client.api.call('createGameAchievement', { params: { game: gameId }, body: { kind: 'score', threshold: 10, texts: texts('Ten') } })).achievement.id;
    const players = await Promise.all(Array.from({ length: 3 }, () => signedInPlayer(racing)));
    const runs = await Promise.all(players.flatMap((player) => Array.from({ length: parallel / 2 }, async () => ({ player, runId: await startedRun(player.client, gameId) }))));
    moveTo(racing, '2031-08-01T08:01:00Z');
    const answers = await Promise.all(runs.map(({ player, runId }) => finish(player.client, runId, { score: 20, completed: true })));
    // Each player is told once, by one of their finishes.
    expect(answers.filter((answer) => answer.achievements?.game.some((a) => a.id === id)).length).toBe(players.length);
    expect(answers.filter((answer) => answer.achievements?.site.includes('first_run')).length).toBe(players.length);
    expect(await racing.ctx.db.query('SELECT count(*)::int AS n FROM achievement_unlocks WHERE game_achievement_id = $1::bigint', [id])).toEqual([{ n: players.length }]);
    expect(await racing.ctx.db.query("SELECT count(*)::int AS n FROM achievement_unlocks WHERE site_key = 'first_run'")).toEqual([{ n: players.length }]);
    // A retry of a finish is answered its first answer, and unlocks nothing more.
    const [firstRun] = runs;
    if (firstRun) expect(await finish(firstRun.player.client, firstRun.runId, { score: 20, completed: true })).toEqual(answers[0]);
    expect(await racing.ctx.db.query("SELECT count(*)::int AS n FROM ledger_transfers WHERE reason LIKE '%achievement%'")).toEqual([{ n: 0 }]);
    expect(await ledgerFailures(racing)).toEqual([]);

    // The unique keys alone, without the finish's per-player lock: unlocks racing in their own transactions unlock once.
    const [newcomer] = players;
    if (!newcomer) throw new Error('no player');
    await racing.ctx.db.query('DELETE FROM achievement_unlocks WHERE account_id = $1', [newcomer.accountId]);
    const unlockedBy = await Promise.all(Array.from({ length: parallel }, () => racing.ctx.db.transaction((tx) => unlockGameAchievements(tx, newcomer.accountId, [id], null, racing.ctx.now()))));
    expect(unlockedBy.flat()).toEqual([id]);
  });
});

describe('site achievements', () => {
  it('unlocks first three stars from a run, the 7-day streak on its day, and shows progress', async () => {
    moveTo(server, '2031-09-01T10:00:00Z');
    const { client } = await signedInPlayer(server);
    const mine = async () => Object.fromEntries((await client.api.call('getMyAchievements')).site.map((a) => [a.key, a.unlockedAt === null ? a.progress : 'unlocked']));
    expect(await mine()).toMatchObject({ first_run: null, runs_50: { current: 0, target: 50 }, streak_7: { current: 0, target: 7 } });
    // A level given up is no finished run: it unlocks nothing and counts no streak day.
    moveTo(server, '2031-09-01T09:00:00Z');
    expect((await played(server, client, 'levels', { score: 0, level: 1, completed: false })).achievements).toEqual({ site: [], game: [] });
    expect(await mine()).toMatchObject({ first_run: null, runs_50: { current: 0, target: 50 }, streak_7: { current: 0, target: 7 } });
    for (let day = 1; day <= 7; day += 1) {
      moveTo(server, `2031-09-0${day}T10:00:00Z`);
      const answer = await played(server, client, 'levels', { score: 400, level: 1, completed: true });
      expect(answer.achievements?.site).toEqual(day === 1 ? ['first_run'] : day === 7 ? ['streak_7'] : []);
    }
    expect(await mine()).toMatchObject({ first_run: 'unlocked', streak_7: 'unlocked', streak_30: { current: 7, target: 30 }, runs_50: { current: 7, target: 50 }, first_three_stars: null });
    expect((await played(server, client, 'levels', { score: 1000, level: 1, completed: true })).achievements?.site).toEqual(['first_three_stars']);
  });

  it('says the explorer waits for the site while fewer games are published than it counts, and shows its progress once they are', async () => {
    const fresh = await startTestServer(settings);
    const { client } = await signedInPlayer(fresh);
    const explorer = async () => (await client.api.call('getMyAchievements')).site.find((achievement) => achievement.key === 'games_5');
    const published = async () => (await fresh.ctx.db.query<{ n: number }>("SELECT count(DISTINCT game_id)::int AS n FROM game_versions WHERE state = 'published'"))[0]?.n ?? 0;
    expect(await published()).toBe(1);
    expect(await explorer()).toEqual({ key: 'games_5', unlockedAt: null, progress: { current: 0, target: 5 }, waiting: { reason: 'published_games', published: 1, needed: 5 } });
    expect((await client.api.call('getMyAchievements')).site.filter((achievement) => achievement.waiting !== null).map((achievement) => achievement.key)).toEqual(['games_5']);
    // A game submitted or in review is not one a player can finish a run of.
    await insertTestGame(fresh.ctx.db, { id: 'explorer-waiting', versions: [{ state: 'in_review' }] });
    for (let index = 1; index <= 3; index += 1) await insertTestGame(fresh.ctx.db, { id: `explorer-${index}`, versions: [{ state: 'published' }] });
    expect((await explorer())?.waiting).toEqual({ reason: 'published_games', published: 4, needed: 5 });
    await insertTestGame(fresh.ctx.db, { id: 'explorer-4', versions: [{ state: 'published' }] });
    expect(await explorer()).toEqual({ key: 'games_5', unlockedAt: null, progress: { current: 0, target: 5 }, waiting: null });
    expect((await client.api.call('getMyAchievements')).site.filter((achievement) => achievement.waiting !== null)).toEqual([]);
  });

  it('unlocks the first promotion when the league closes, once', async () => {
    const week = leagueWeekOf('2031-10-06');
    const players = await Promise.all(Array.from({ length: 10 }, () => createTestAccount(server.ctx.db)));
    for (const [index, accountId] of players.entries()) {
      await server.ctx.db.transaction((tx) => recordLeagueRun(tx, { accountId, gameId: 'levels', level: 1, score: 5 + index, counts: true, at: new Date(week.start.getTime() + (index + 1) * 60_000) }));
    }
    const after = { db: server.ctx.db, now: () => new Date(week.end.getTime() + 2 * 60_000) };
    await closeLeagueWeeks(after);
    await closeLeagueWeeks(after);
    const promoted = await server.ctx.db.query<{ account_id: string }>("SELECT account_id FROM league_members WHERE week_start = $1::date AND outcome = 'promoted' AND account_id = ANY($2::uuid[])", [week.startDate, players]);
    expect(promoted.length).toBeGreaterThan(0);
    const unlocked = await server.ctx.db.query<{ account_id: string }>("SELECT account_id FROM achievement_unlocks WHERE site_key = 'first_promotion' AND account_id = ANY($1::uuid[])", [players]);
    expect(unlocked.map((row) => row.account_id).sort()).toEqual(promoted.map((row) => row.account_id).sort());
  });
});
