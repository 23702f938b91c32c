import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { postForm, submissionParts } from '../test-support/submission-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';

// A game described in several languages (migration 038): the maker gives them in the submission
// and /my-games, every answer that shows the game carries them, its own language first.

const server = await startTestServer();
const visitor = server.client();
let gameNumber = 0;

async function makersGame(): Promise<{ game: string; maker: Awaited<ReturnType<typeof signedInPlayer>> }> {
  const maker = await signedInPlayer(server);
  gameNumber += 1;
  const game = `described-${gameNumber}`;
  await insertTestGame(server.ctx.db, { id: game, ownerId: maker.accountId, versions: [{ state: 'published' }] });
  return { game, maker };
}

describe('a game described per language', () => {
  it("ships Levels' description in English and Spanish, English first", async () => {
    const { game } = await visitor.api.call('getGame', { params: { game: 'levels' } });
    expect(game.descriptions.map((description: { language: string }) => description.language)).toEqual(['en', 'es']);
    expect(game.descriptions[0]).toEqual({ language: 'en', text: game.description });
    expect(game.description).toContain('twenty-four sliding-ice puzzles');
    expect(game.descriptions[1]?.text).toContain('veinticuatro rompecabezas');
  });

  it("the owner replaces them; the lists, the game and /my-games show them at once, the game's own language first", async () => {
    const { game, maker } = await makersGame();
    // The list's cached answer is read first, so the change must drop it.
    expect((await visitor.api.call('listGames')).games.find((entry: { id: string }) => entry.id === game)?.descriptions).toEqual([{ language: 'en', text: `About ${game}.` }]);
    const given = [
      { language: 'es', text: '  Salta de estrella en estrella.\r\nSin caer.  ' },
      { language: 'en', text: 'Jump from star to star.' },
      { language: 'fr', text: "Saute d'étoile en étoile." },
    ];
    const answer = await maker.client.api.call('setGameDescriptions', { params: { game }, body: { descriptions: given } });
    const stored = [
      { language: 'es', text: 'Salta de estrella en estrella.\nSin caer.' },
      { language: 'en', text: 'Jump from star to star.' },
      { language: 'fr', text: "Saute d'étoile en étoile." },
    ];
    expect(answer.descriptions).toEqual(stored);
    expect((await visitor.api.call('getGame', { params: { game } })).game).toMatchObject({ description: stored[0]?.text, descriptions: stored });
    expect((await visitor.api.call('listGames')).games.find((entry: { id: string }) => entry.id === game)?.descriptions).toEqual(stored);
    expect((await maker.client.api.call('listMyGames')).games.find((entry: { id: string }) => entry.id === game)?.descriptions).toEqual(stored);

    // Fewer again: the translations left out are gone.
    await maker.client.api.call('setGameDescriptions', { params: { game }, body: { descriptions: [{ language: 'en', text: 'Only English now.' }] } });
    expect((await visitor.api.call('getGame', { params: { game } })).game.descriptions).toEqual([{ language: 'en', text: 'Only English now.' }]);
  });

  it('refuses another player (403), an unknown game (404) and bad descriptions (400 naming the field), changing nothing', async () => {
    const { game, maker } = await makersGame();
    const stranger = await signedInPlayer(server);
    const body = { descriptions: [{ language: 'en', text: 'Mine now.' }] };
    expect((await stranger.client.call('setGameDescriptions', { params: { game }, body })).body.error).toMatchObject({ code: 'forbidden' });
    expect((await stranger.client.call('setGameDescriptions', { params: { game: 'no-such-game' }, body })).body.error).toMatchObject({ code: 'not_found' });
    expect((await visitor.call('setGameDescriptions', { params: { game }, body })).status).toBe(401);
    expect((await stranger.client.call('setGameDescriptions', { params: { game: 'levels' }, body })).body.error).toMatchObject({ code: 'forbidden' });

    const twice = [{ language: 'en', text: 'One.' }, { language: 'en', text: 'Two.' }];
    for (const [descriptions, field] of [
      [twice, 'body.descriptions.1.language'],
      [[{ language: 'EN', text: 'Upper case.' }], 'body.descriptions.0.language'],
      [[{ language: 'eng', text: 'Three letters.' }], 'body.descriptions.0.language'],
      [[{ language: 'en', text: '   ' }], 'body.descriptions.0.text'],
      [[{ language: 'en', text: 'x'.repeat(2001) }], 'body.descriptions.0.text'],
      [[{ language: 'en', text: 'bell\u0007' }], 'body.descriptions.0.text'],
      [[], 'body.descriptions'],
      [Array.from({ length: 11 }, (_, index) => ({ language: `a${String.fromCharCode(97 + index)}`, text: 'Many.' })), 'body.descriptions'],
    ] as const) {
      const answer = await maker.client.call('setGameDescriptions', { params: { game }, body: { descriptions: descriptions as { language: string; text: string }[] } });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error, field).toMatchObject({ code: 'validation_failed', details: { field } });
    }
    expect((await visitor.api.call('getGame', { params: { game } })).game.descriptions).toEqual([{ language: 'en', text: `About ${game}.` }]);
  });

  it("a submission names its description's language (English when it does not), and refuses one that is no language code", async () => {
    const maker = await signedInPlayer(server);
    const spanish = await postForm<{ game: string }>(maker.client, '/api/submissions', submissionParts({ title: 'Salto Estelar', description: 'Salta de estrella en estrella.', descriptionLanguage: 'es' }));
    expect(spanish.status).toBe(201);
    const english = await postForm<{ game: string }>(maker.client, '/api/submissions', submissionParts({ title: 'Star Hopper' }));
    expect(english.status).toBe(201);
    const mine = (await maker.client.api.call('listMyGames')).games;
    expect(mine.find((entry: { id: string }) => entry.id === spanish.body.game)?.descriptions).toEqual([{ language: 'es', text: 'Salta de estrella en estrella.' }]);
    expect(mine.find((entry: { id: string }) => entry.id === english.body.game)?.descriptions).toEqual([{ language: 'en', text: 'Jump from star to star.' }]);
    const refused = await postForm<{ error: { code: string; details: { field: string } } }>(maker.client, '/api/submissions', submissionParts({ title: 'Nowhere', descriptionLanguage: 'Spanish' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'validation_failed', details: { field: 'body.descriptionLanguage' } });
  });

  it('a submission gives every description at once, checked as the descriptions PATCH checks them', async () => {
    const maker = await signedInPlayer(server);
    const given = [
      { language: 'es', text: '  Salta de estrella en estrella.\r\n¡Rápido!  ' },
      { language: 'en', text: 'Jump from star to star.' },
    ];
    const sent = await postForm<{ game: string }>(maker.client, '/api/submissions', submissionParts({ title: 'Salto Doble', description: undefined, descriptions: JSON.stringify(given) }));
    expect(sent.status).toBe(201);
    const mine = (await maker.client.api.call('listMyGames')).games;
    expect(mine.find((entry: { id: string }) => entry.id === sent.body.game)?.descriptions).toEqual([
      { language: 'es', text: 'Salta de estrella en estrella.\n¡Rápido!' },
      { language: 'en', text: 'Jump from star to star.' },
    ]);

    const refusals: [Record<string, string | undefined>, string][] = [
      [{ descriptions: JSON.stringify([{ language: 'en', text: 'One.' }, { language: 'en', text: 'Two.' }]) }, 'body.descriptions.1.language'],
      [{ descriptions: JSON.stringify([{ language: 'en', text: '   ' }]) }, 'body.descriptions.0.text'],
      [{ descriptions: JSON.stringify([]) }, 'body.descriptions'],
      [{ descriptions: JSON.stringify([{ language: 'English', text: 'Hi.' }]) }, 'body.descriptions'],
      [{ descriptions: JSON.stringify(Array.from({ length: 11 }, (_, index) => ({ language: `a${String.fromCharCode(97 + index)}`, text: 'Hi.' }))) }, 'body.descriptions'],
      [{ descriptions: JSON.stringify([{ language: 'en', text: 'x'.repeat(2001) }]) }, 'body.descriptions'],
      [{ descriptions: '[{"language": "en"' }, 'body.descriptions'],
      [{ descriptions: JSON.stringify([{ language: 'en', text: 'Hi.' }]), description: 'Also this.' }, 'body.descriptions'],
    ];
    for (const [parts, field] of refusals) {
      const refused = await postForm<{ error: { code: string; details: { field: string } } }>(maker.client, '/api/submissions', submissionParts({ title: 'Refused', description: undefined, ...parts }));
      expect(refused.status, JSON.stringify(parts).slice(0, 80)).toBe(400);
      expect(refused.body.error, JSON.stringify(parts).slice(0, 80)).toMatchObject({ code: 'validation_failed', details: { field } });
    }
  });
});
