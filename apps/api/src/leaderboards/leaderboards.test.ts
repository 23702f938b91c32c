import type { ResponseOf } from '@site/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { finish, startedRun } from '../test-support/run-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { periodAt } from './leaderboard-periods.ts';
import { namedPlayer, playRun, rowsOf, type Player } from '../test-support/leaderboard-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';

type Board = ResponseOf<'getLeaderboard'>;

// Its own server: the periods test moves the clock. Runs may be finished at once and cost 1 stamina.
const server = await startTestServer({ RUN_MIN_SECONDS: '0', STAMINA_MAX: '1000', STAMINA_RUN_COST: '1' });

/** Each test plays its own game (score table: at most 10,000 points), so boards never mix. */
let games = 0;
async function newScoreGame(): Promise<string> {
  games += 1;
  const id = `board-game-${games}`;
  await insertTestGame(server.ctx.db, { id, versions: [{ state: 'published' }] });
  return id;
}

async function board(game: string, query: Record<string, string> = {}, viewer?: Player): Promise<Board> {
  const answer = await (viewer?.client ?? server.client()).api.call('getLeaderboard', { params: { game }, query });
  return answer;
}

describe('what goes on a board', () => {
  it('never a level given up, nor a score of 0: a player who gave up level 1 is on no board, and a 0 is no best', async () => {
    const [eva, fay] = await Promise.all(['Eva', 'Fay'].map((name) => namedPlayer(server, name))) as [Player, Player];
    // The level given up, on a board nobody else is on yet.
    await playRun(eva, 'levels', { score: 0, level: 1, completed: false });
    const levelOne = async (viewer: Player) => (await board('levels', { period: 'all', level: '1' }, viewer)).entries.filter((entry) => entry.you);
    expect(await levelOne(eva)).toEqual([]);
    expect((await eva.client.api.call('getLeaderboardAroundMe', { params: { game: 'levels' }, query: { level: '1' } })).me).toBeNull();
    expect((await eva.client.api.call('getMyLeaderboardRanks', { query: { period: 'all' } })).ranks).toEqual([]);
    // Level 1 completed: on its board.
    await playRun(eva, 'levels', { score: 1000, level: 1, completed: true });
    expect((await levelOne(eva)).map((entry) => entry.score)).toEqual([1000]);

    // A game without levels: 0 is no best, given up or completed; a score above 0 is, given up or not.
    const game = await newScoreGame();
    await playRun(fay, game, { score: 0, completed: false });
    await playRun(fay, game, { score: 0, completed: true });
    expect((await board(game)).entries).toEqual([]);
    await playRun(fay, game, { score: 50, completed: false });
    expect(rowsOf((await board(game, {}, fay)).entries)).toEqual(['1 Fay 50 (you)']);
  });
});

describe('leaderboards', () => {
  let ana: Player;
  let bea: Player;
  let cai: Player;
  let dan: Player;
  beforeAll(async () => {
    [ana, bea, cai, dan] = await Promise.all(['Ana', 'Bea', 'Cai', 'Dan'].map((name) => namedPlayer(server, name))) as [Player, Player, Player, Player];
  });

  it('ranks each player once by their best score, and of equal scores the one reached first; anyone may read the top', async () => {
    const game = await newScoreGame();
    expect((await board(game)).entries).toEqual([]);
    await playRun(ana, game, { score: 500 });
    await playRun(bea, game, { score: 700 });
    await playRun(cai, game, { score: 500 });
    await playRun(ana, game, { score: 300 });
    await playRun(dan, game, { score: 700 });
    // Ana's lower run changes nothing; Bea reached 700 before Dan, Ana 500 before Cai.
    expect(rowsOf((await board(game)).entries)).toEqual(['1 Bea 700', '2 Dan 700', '3 Ana 500', '4 Cai 500']);
    await playRun(ana, game, { score: 800 });
    await playRun(cai, game, { score: 500 });
    const top = await board(game, {}, cai);
    expect(rowsOf(top.entries)).toEqual(['1 Ana 800', '2 Bea 700', '3 Dan 700', '4 Cai 500 (you)']);
    expect(top).toMatchObject({ game, level: null, period: 'all', periodStart: '1970-01-01T00:00:00.000Z', resetsAt: null });
    const rows = await server.ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leaderboard_scores WHERE game_id = $1 AND period = 'all'", [game]);
    expect(rows).toEqual([{ n: 4 }]);
  });

  it('keeps a board per level of a game with levels, and answers a code naming an unknown game or level', async () => {
    const eva = await namedPlayer(server, 'Eva');
    await playRun(eva, 'levels', { score: 800, level: 1 });
    await playRun(eva, 'levels', { score: 1000, level: 2 });
    const level1 = await board('levels', { level: '1' }, eva);
    expect(level1.entries.find((entry) => entry.you)).toMatchObject({ displayName: 'Eva', score: 800 });
    expect(level1.level).toBe(1);
    expect((await board('levels', { level: '2' }, eva)).entries.find((entry) => entry.you)).toMatchObject({ score: 1000 });
    expect((await board('levels', { level: '3' }, eva)).entries.some((entry) => entry.you)).toBe(false);

    const refused = async (game: string, query: Record<string, string>) => {
      const answer = await server.client().call('getLeaderboard', { params: { game }, query });
      return { status: answer.status, code: answer.body.error?.code, field: answer.body.error?.details?.field };
    };
    const score = await newScoreGame();
    expect(await refused('no-such-game', {})).toEqual({ status: 404, code: 'leaderboard_unknown_game', field: 'params.game' });
    expect(await refused('levels', {})).toEqual({ status: 404, code: 'leaderboard_unknown_level', field: 'query.level' });
    expect(await refused('levels', { level: '25' })).toEqual({ status: 404, code: 'leaderboard_unknown_level', field: 'query.level' });
    expect(await refused(score, { level: '1' })).toEqual({ status: 404, code: 'leaderboard_unknown_level', field: 'query.level' });
    expect(await refused('levels', { level: 'x' })).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await refused('levels', { level: '1', period: 'month' })).toMatchObject({ status: 400, code: 'validation_failed' });
    const around = await refusal(eva.client.api.call('getLeaderboardAroundMe', { params: { game: 'no-such-game' } }));
    expect([around.status, around.code]).toEqual([404, 'leaderboard_unknown_game']);
  });

  it('never scores a run the server refused', async () => {
    const game = await newScoreGame();
    const fay = await namedPlayer(server, 'Fay');
    const runId = await startedRun(fay.client, game);
    await expect(finish(fay.client, runId, { score: 10_001, completed: true })).rejects.toMatchObject({ status: 400 });
    await expect(finish(fay.client, runId, { score: 9000, level: 2, completed: true })).rejects.toMatchObject({ status: 400 });
    // Another player's run is not theirs to finish.
    await expect(finish(ana.client, runId, { score: 9000, completed: true })).rejects.toMatchObject({ status: 404 });
    expect((await board(game)).entries).toEqual([]);
    // A retry of an accepted finish is answered again and scores nothing new; another claim is refused.
    await finish(fay.client, runId, { score: 50, completed: true });
    await finish(fay.client, runId, { score: 50, completed: true });
    await expect(finish(fay.client, runId, { score: 9000, completed: true })).rejects.toMatchObject({ status: 409 });
    expect(rowsOf((await board(game)).entries)).toEqual(['1 Fay 50']);
  });

  it('starts the week on Monday 00:00 UTC and the day at midnight UTC, keeping all-time', async () => {
    const game = await newScoreGame();
    // Move the clock to 30 s before the next Monday 00:00 UTC.
    const nextMonday = periodAt('week', server.ctx.now()).resetsAt;
    if (!nextMonday) throw new Error('a week has an end');
    server.advanceClock(nextMonday.getTime() - server.ctx.now().getTime() - 30_000);
    await playRun(ana, game, { score: 400 });
    await playRun(bea, game, { score: 200 });
    const sundayWeek = await board(game, { period: 'week' });
    expect(rowsOf(sundayWeek.entries)).toEqual(['1 Ana 400', '2 Bea 200']);
    expect(sundayWeek.resetsAt).toBe(nextMonday.toISOString());
    expect(rowsOf((await board(game, { period: 'day' })).entries)).toEqual(['1 Ana 400', '2 Bea 200']);

    server.advanceClock(60_000);
    const week = await board(game, { period: 'week' });
    expect(week).toMatchObject({ periodStart: nextMonday.toISOString(), resetsAt: new Date(nextMonday.getTime() + 7 * 86_400_000).toISOString(), entries: [] });
    expect((await board(game, { period: 'day' })).entries).toEqual([]);
    await playRun(bea, game, { score: 100 });
    expect(rowsOf((await board(game, { period: 'week' })).entries)).toEqual(['1 Bea 100']);
    expect(rowsOf((await board(game, { period: 'day' })).entries)).toEqual(['1 Bea 100']);
    expect(rowsOf((await board(game, { period: 'all' })).entries)).toEqual(['1 Ana 400', '2 Bea 200']);
    const mine = await bea.client.api.call('getMyLeaderboardRanks', { query: { period: 'week' } });
    expect(mine.ranks.find((rank) => rank.game === game)).toMatchObject({ rank: 1, score: 100, level: null, gameTitle: `Game ${game}` });
  });

  it("gives the player's rank with five above and five below, more on one side at the board's ends", async () => {
    const game = await newScoreGame();
    const players: Player[] = [];
    for (let index = 1; index <= 30; index += 1) players.push(await namedPlayer(server, `P${String(index).padStart(2, '0')}`));
    // P01 scores most: 3000, 2990, …
    for (const [index, player] of players.entries()) await playRun(player, game, { score: 3000 - index * 10 });
    const around = async (player: Player) => await player.client.api.call('getLeaderboardAroundMe', { params: { game } });

    const middle = await around(players[14] as Player);
    expect(middle.me).toMatchObject({ rank: 15, displayName: 'P15', score: 2860, you: true });
    expect(middle.entries.map((entry) => entry.rank)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(middle.entries.map((entry) => entry.displayName)).toEqual(['P10', 'P11', 'P12', 'P13', 'P14', 'P15', 'P16', 'P17', 'P18', 'P19', 'P20']);
    expect((await around(players[1] as Player)).entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect((await around(players[29] as Player)).entries.map((entry) => entry.rank)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    const nobody = await around(ana);
    expect(nobody).toMatchObject({ me: null, entries: [] });
    await expect(server.client().api.call('getLeaderboardAroundMe', { params: { game } })).rejects.toMatchObject({ status: 401 });
    await expect(server.client().api.call('getLeaderboardFriends', { params: { game } })).rejects.toMatchObject({ status: 401 });
  });

  it('shows the people a player invited and who invited them, ranked among themselves', async () => {
    const game = await newScoreGame();
    const host = await namedPlayer(server, 'Host');
    const codeAnswer = await host.client.api.call('getInvites');
    const [guest1, guest2, stranger] = await Promise.all(['Guest1', 'Guest2', 'Stranger'].map((name) => namedPlayer(server, name)));
    for (const guest of [guest1, guest2]) {
      await guest?.client.api.call('acceptInvite', { body: { code: codeAnswer.code } });
    }
    if (!guest1 || !guest2 || !stranger) throw new Error('three players');
    await playRun(stranger, game, { score: 9000 });
    await playRun(guest2, game, { score: 700 });
    await playRun(host, game, { score: 300 });
    await playRun(guest1, game, { score: 500 });
    const friends = async (player: Player) => rowsOf((await player.client.api.call('getLeaderboardFriends', { params: { game } })).entries);
    expect(await friends(host)).toEqual(['1 Guest2 700', '2 Guest1 500', '3 Host 300 (you)']);
    // A guest's friends are its host; the other guest is a friend of a friend, not theirs.
    expect(await friends(guest1)).toEqual(['1 Guest1 500 (you)', '2 Host 300']);
    expect(await friends(stranger)).toEqual(['1 Stranger 9000 (you)']);
  });
});
