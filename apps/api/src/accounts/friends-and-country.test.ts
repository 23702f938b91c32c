import { describe, expect, it } from 'vitest';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { namedPlayer, playRun, rowsOf, type Player } from '../test-support/leaderboard-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';

// Boards and league tables among friends (linked by an invite, either way) and in the country a
// player chose (docs/api/friends-and-country.md). Runs may be finished at once.
const server = await startTestServer({ RUN_MIN_SECONDS: '0', STAMINA_MAX: '1000', STAMINA_RUN_COST: '1' });

let games = 0;
async function newScoreGame(): Promise<string> {
  games += 1;
  const id = `circle-game-${games}`;
  await insertTestGame(server.ctx.db, { id, versions: [{ state: 'published' }] });
  return id;
}

const chooseCountry = (player: Player, country: string | null) => player.client.api.call('setMyCountry', { body: { country } });
const countryBoard = (player: Player, game: string) => player.client.api.call('getLeaderboardCountry', { params: { game } });
const leagueRows = (rows: readonly { place: number; displayName: string; points: number; tier: string; you: boolean }[]): string[] =>
  rows.map((row) => `${row.place} ${row.displayName} ${row.points} ${row.tier}${row.you ? ' (you)' : ''}`);

describe('a player’s country', () => {
  it('is none until chosen, may be any ISO 3166-1 code, and may be cleared; a code naming no country is refused by name', async () => {
    const ana = await namedPlayer(server, 'Ana');
    const first = await ana.client.api.call('getMyCountry');
    expect(first.country).toBeNull();
    expect(first.countries).toContain('ES');
    expect(first.countries).toContain('UA');
    expect(first.countries).not.toContain('EU');
    expect(first.countries.length).toBe(249);
    expect((await chooseCountry(ana, 'ES')).country).toBe('ES');
    expect((await ana.client.api.call('getMyCountry')).country).toBe('ES');
    for (const code of ['ZZ', 'EU', 'XK']) {
      const refused = await refusal(chooseCountry(ana, code));
      expect(refused).toMatchObject({ status: 400, code: 'unknown_country', field: 'body.country' });
    }
    expect((await ana.client.api.call('getMyCountry')).country).toBe('ES');
    expect((await chooseCountry(ana, null)).country).toBeNull();
    expect((await ana.client.api.call('getMyCountry')).country).toBeNull();
    await expect(server.client().api.call('getMyCountry')).rejects.toMatchObject({ status: 401 });
  });
});

describe('country boards', () => {
  it('rank the players who chose the same country among themselves; a player without one is told so (country null)', async () => {
    const game = await newScoreGame();
    const [ana, bea, cai, dan] = await Promise.all(['Ana', 'Bea', 'Cai', 'Dan'].map((name) => namedPlayer(server, name))) as [Player, Player, Player, Player];
    await chooseCountry(ana, 'ES');
    await chooseCountry(bea, 'ES');
    await chooseCountry(cai, 'PT');
    await playRun(ana, game, { score: 300 });
    await playRun(bea, game, { score: 700 });
    await playRun(cai, game, { score: 9000 });
    await playRun(dan, game, { score: 8000 });
    const spain = await countryBoard(ana, game);
    expect(spain.country).toBe('ES');
    expect(rowsOf(spain.entries)).toEqual(['1 Bea 700', '2 Ana 300 (you)']);
    expect(rowsOf((await countryBoard(cai, game)).entries)).toEqual(['1 Cai 9000 (you)']);
    expect(await countryBoard(dan, game)).toMatchObject({ country: null, entries: [] });
    // Moving country moves the player's row with it.
    await chooseCountry(ana, 'PT');
    expect(rowsOf((await countryBoard(cai, game)).entries)).toEqual(['1 Cai 9000 (you)', '2 Ana 300']);
    expect(rowsOf((await countryBoard(bea, game)).entries)).toEqual(['1 Bea 700 (you)']);
    await expect(countryBoard(dan, 'no-such-game')).rejects.toMatchObject({ status: 404 });
    await expect(server.client().api.call('getLeaderboardCountry', { params: { game } })).rejects.toMatchObject({ status: 401 });
  });
});

describe('league tables among friends and in a country', () => {
  it('rank this week’s points of the player’s friends (invited by them or their inviter) and of their compatriots, across cohorts', async () => {
    const game = await newScoreGame();
    const host = await namedPlayer(server, 'Host');
    const { code } = await host.client.api.call('getInvites');
    const [guest1, guest2, stranger] = await Promise.all(['Guest1', 'Guest2', 'Stranger'].map((name) => namedPlayer(server, name))) as [Player, Player, Player];
    for (const guest of [guest1, guest2]) await guest.client.api.call('acceptInvite', { body: { code } });
    // A week's first run is worth at least 10 points; more runs, more points.
    await playRun(host, game, { score: 10 });
    for (let run = 0; run < 3; run += 1) await playRun(guest2, game, { score: 10 });
    await playRun(guest1, game, { score: 10 });
    await playRun(guest1, game, { score: 10 });
    await playRun(stranger, game, { score: 10 });
    const friends = async (player: Player) => leagueRows((await player.client.api.call('getLeagueFriends')).rows);
    const hostRows = await friends(host);
    expect(hostRows.map((row) => row.replace(/ \d+ bronze/, ''))).toEqual(['1 Guest2', '2 Guest1', '3 Host (you)']);
    // A guest's friends are its host, not the other guest (a friend of a friend).
    expect((await friends(guest1)).map((row) => row.replace(/ \d+ bronze/, ''))).toEqual(['1 Guest1 (you)', '2 Host']);
    expect((await friends(stranger)).map((row) => row.replace(/ \d+ bronze/, ''))).toEqual(['1 Stranger (you)']);

    const country = (player: Player) => player.client.api.call('getLeagueCountry');
    expect(await country(host)).toMatchObject({ country: null, rows: [] });
    await chooseCountry(host, 'UA');
    await chooseCountry(stranger, 'UA');
    await chooseCountry(guest2, 'PL');
    const ukraine = await country(host);
    expect(ukraine.country).toBe('UA');
    expect(leagueRows(ukraine.rows).map((row) => row.replace(/ \d+ bronze/, ''))).toEqual(['1 Host (you)', '2 Stranger']);
    expect(ukraine.weekEndsAt > server.ctx.now().toISOString()).toBe(true);
    await expect(server.client().api.call('getLeagueFriends')).rejects.toMatchObject({ status: 401 });
  });
});
