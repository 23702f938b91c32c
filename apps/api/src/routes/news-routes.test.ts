import type { BodyOf } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';

const server = await startTestServer();
const { db } = server.ctx;

async function signedIn(role: 'player' | 'moderator' | 'admin') {
  const signed = await signedInPlayer(server);
  await db.query('UPDATE accounts SET role = $2 WHERE id = $1', [signed.accountId, role]);
  if (role !== 'player') await enableTotp(server, signed.client);
  return signed.client;
}

const moderator = await signedIn('moderator');

const english = { title: 'Season 2 is here', summary: 'Thirty new levels.', body: 'First paragraph.\n\nSee [the levels](/games/levels).' };
const spanish = { title: 'Llega la temporada 2', summary: 'Treinta niveles nuevos.', body: 'Primer párrafo.' };

async function write(texts: BodyOf<'createNews'>['texts'], publishedAt?: string) {
  const answer = await moderator.api.call('createNews', { body: { texts, ...(publishedAt ? { publishedAt } : {}) } });
  return answer.entry;
}

const countEntries = async (): Promise<number> => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM news_entries'))[0]?.n ?? -1;

describe('the first news, seeded from the old content files', () => {
  it('keeps the ids, dates and both languages of welcome, telegram-mini-app and season-1-levels', async () => {
    const visitor = server.client();
    const welcome = await visitor.api.call('getNews', { params: { id: 'welcome' } });
    expect(welcome.entry).toMatchObject({ id: 'welcome', language: 'en', title: 'Welcome to Core Games', publishedAt: '2026-09-15T00:00:00.000Z' });
    expect(welcome.entry.body.split('\n\n')).toHaveLength(2);
    const spanishWelcome = await visitor.api.call('getNews', { params: { id: 'welcome' }, query: { lang: 'es' } });
    expect(spanishWelcome.entry).toMatchObject({ language: 'es', title: 'Bienvenido a Core Games' });
    for (const id of ['telegram-mini-app', 'season-1-levels']) await visitor.api.call('getNews', { params: { id } });
  });
});

describe('reading news', () => {
  it('answers 404 not_found for an unknown id, and 400 naming the field for an impossible one', async () => {
    const missing = await refusal(server.client().api.call('getNews', { params: { id: 'no-such-entry' } }));
    expect(missing.status).toBe(404);
    expect(missing).toMatchObject({ code: 'not_found', field: 'params.id' });
    const bad = await refusal(server.client().api.call('getNews', { params: { id: 'Not A Slug' } }));
    expect(bad.status).toBe(400);
    expect(bad.field).toBe('params.id');
    // Raw: a language the contract's types do not allow.
    const badLanguage = await server.client().call('listNews', { query: { lang: 'fr' } });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body.error.details.field).toBe('query.lang');
  });

  it('falls back to English for Spanish readers when an entry has no Spanish text', async () => {
    const entry = await write({ en: { title: 'Only in English', summary: 'No translation yet.', body: 'English body.' } });
    const asSpanish = await server.client().api.call('getNews', { params: { id: entry.id }, query: { lang: 'es' } });
    expect(asSpanish.entry).toMatchObject({ language: 'en', title: 'Only in English', body: 'English body.' });
    const listed = (await server.client().api.call('listNews', { query: { lang: 'es', limit: '50' } })).entries as { id: string; language: string; title: string }[];
    expect(listed.find((item) => item.id === entry.id)).toMatchObject({ language: 'en', title: 'Only in English' });
    expect(listed.find((item) => item.id === 'welcome')).toMatchObject({ language: 'es', title: 'Bienvenido a Core Games' });
  });

  it('pages newest first with a cursor, every entry once, with a bounded page size', async () => {
    // Dated long ago, so they are the last pages whatever else the file has written.
    // Two before 1970 too: a cursor there is a negative number of microseconds.
    const written: string[] = [];
    for (const year of [1950, 1960]) written.push((await write({ en: { title: `Before the epoch ${year}`, summary: 'Old.', body: 'Old.' } }, `${year}-06-01T00:00:00.000Z`)).id);
    for (let day = 1; day <= 5; day += 1) {
      written.push((await write({ en: { title: `Old news ${day}`, summary: 'Old.', body: 'Old.' } }, `2001-01-0${day}T00:00:00.000Z`)).id);
    }
    const seen: { id: string; publishedAt: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { entries: { id: string; publishedAt: string }[]; nextCursor: string | null } = await server.client().api.call('listNews', { query: { limit: '1', ...(cursor ? { cursor } : {}) } });
      expect(page.entries.length).toBeLessThanOrEqual(1);
      seen.push(...page.entries);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 200);
    expect(seen.map((item) => item.id)).toEqual([...new Set(seen.map((item) => item.id))]);
    expect(seen.map((item) => item.publishedAt)).toEqual([...seen.map((item) => item.publishedAt)].sort().reverse());
    expect(seen.slice(-7).map((item) => item.id)).toEqual([...written].reverse());
    expect(seen.length).toBe(await countEntries());

    const tooMany = await refusal(server.client().api.call('listNews', { query: { limit: '51' } }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.field).toBe('query.limit');
    const forged = await refusal(server.client().api.call('listNews', { query: { cursor: '123' } }));
    expect(forged.status).toBe(400);
    expect(forged.field).toBe('query.cursor');
  });
});

describe('writing news', () => {
  it('lets a moderator write, edit and delete an entry; its id comes from the English title', async () => {
    const entry = await write({ en: english, es: spanish });
    expect(entry).toMatchObject({ id: 'season-2-is-here', author: expect.any(String) as string, texts: { en: english, es: spanish } });
    const second = await write({ en: english });
    expect(second.id).toBe('season-2-is-here-2');
    expect(second.texts.es).toBeNull();

    const edited = await moderator.api.call('updateNews', { params: { id: entry.id }, body: { texts: { en: { ...english, title: 'Season 2 is really here' }, es: null }, publishedAt: '2026-11-01T10:00:00.000Z' } });
    expect(edited.entry).toMatchObject({ id: entry.id, publishedAt: '2026-11-01T10:00:00.000Z', texts: { en: { title: 'Season 2 is really here' }, es: null } });
    const read = await server.client().api.call('getNews', { params: { id: entry.id }, query: { lang: 'es' } });
    expect(read.entry).toMatchObject({ language: 'en', title: 'Season 2 is really here' });

    await moderator.api.call('deleteNews', { params: { id: entry.id } });
    await expect(server.client().api.call('getNews', { params: { id: entry.id } })).rejects.toMatchObject({ status: 404 });
    await expect(moderator.api.call('deleteNews', { params: { id: entry.id } })).rejects.toMatchObject({ status: 404 });
    await expect(moderator.api.call('updateNews', { params: { id: entry.id }, body: { texts: { en: english } } })).rejects.toMatchObject({ status: 404 });
  });

  it('lets an admin write too', async () => {
    const admin = await signedIn('admin');
    await admin.api.call('createNews', { body: { texts: { en: { ...english, title: 'From the admin' } } } });
  });

  it('refuses players (403) and signed-out visitors (401), changing nothing', async () => {
    const before = await countEntries();
    const player = await signedIn('player');
    for (const [client, status, code] of [
      [player, 403, 'forbidden'],
      [server.client(), 401, 'not_signed_in'],
    ] as const) {
      await expect(client.api.call('createNews', { body: { texts: { en: english } } })).rejects.toMatchObject({ status, code });
      await expect(client.api.call('updateNews', { params: { id: 'welcome' }, body: { texts: { en: english } } })).rejects.toMatchObject({ status });
      await expect(client.api.call('deleteNews', { params: { id: 'welcome' } })).rejects.toMatchObject({ status });
      await expect(client.api.call('getNewsSource', { params: { id: 'welcome' } })).rejects.toMatchObject({ status });
    }
    expect(await countEntries()).toBe(before);
    expect((await server.client().api.call('getNews', { params: { id: 'welcome' } })).entry.title).toBe('Welcome to Core Games');
  });

  it('refuses text that is too long, blank or missing with 400 naming the field, storing nothing', async () => {
    const before = await countEntries();
    const cases: [Record<string, unknown>, string][] = [
      [{ texts: { en: { ...english, title: 'x'.repeat(121) } } }, 'body.texts.en.title'],
      [{ texts: { en: { ...english, summary: 'x'.repeat(301) } } }, 'body.texts.en.summary'],
      [{ texts: { en: { ...english, body: 'x'.repeat(20_001) } } }, 'body.texts.en.body'],
      [{ texts: { en: { ...english, title: '   ' } } }, 'body.texts.en.title'],
      [{ texts: { en: { ...english, title: 'Two\nlines' } } }, 'body.texts.en.title'],
      [{ texts: { en: { ...english, body: '\n\n \n' } } }, 'body.texts.en.body'],
      [{ texts: { en: english, es: { ...spanish, body: '' } } }, 'body.texts.es.body'],
      [{ texts: { es: spanish } }, 'body.texts.en'],
      [{ texts: { en: english, fr: spanish } }, 'body.texts.fr'],
      [{ texts: { en: english }, publishedAt: 'yesterday' }, 'body.publishedAt'],
    ];
    for (const [body, field] of cases) {
      // Raw: bodies the contract's types do not allow.
      const answer = await moderator.call('createNews', { body });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error, field).toMatchObject({ code: 'validation_failed', details: { field } });
    }
    expect(await countEntries()).toBe(before);
    const tooLong = await refusal(moderator.api.call('updateNews', { params: { id: 'welcome' }, body: { texts: { en: { ...english, title: 'x'.repeat(121) } } } }));
    expect(tooLong.field).toBe('body.texts.en.title');
    expect((await server.client().api.call('getNews', { params: { id: 'welcome' } })).entry.title).toBe('Welcome to Core Games');
  });

  it('keeps markup as the text it is, everywhere it is read', async () => {
    const markup = { title: '<script>alert(1)</script> & <b>bold</b>', summary: '<img src=x onerror=alert(1)>', body: '<p>Not a paragraph</p>\n\n[x](javascript:alert(1))' };
    const entry = await write({ en: markup });
    expect(entry.texts.en).toEqual(markup);
    const answer = await server.client().call('getNews', { params: { id: entry.id } });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body.entry).toMatchObject({ title: markup.title, summary: markup.summary, body: markup.body });
  });
});

describe('news in the Telegram mini app', () => {
  it('shows the seeded entries with a text that names no wallet but TON, and the site keeps its own', async () => {
    const visitor = server.client();
    for (const lang of ['en', 'es'] as const) {
      const site = await visitor.api.call('getNews', { params: { id: 'welcome' }, query: { lang } });
      expect(site.entry.summary).toMatch(/Core/);
      const listed = (await visitor.api.call('listNews', { query: { lang, place: 'telegram', limit: '50' } })).entries;
      const welcome = await visitor.api.call('getNews', { params: { id: 'welcome' }, query: { lang, place: 'telegram' } });
      const miniApp = await visitor.api.call('getNews', { params: { id: 'telegram-mini-app' }, query: { lang, place: 'telegram' } });
      expect(welcome.entry.language).toBe(lang);
      const sentences = [...listed.flatMap((entry) => [entry.title, entry.summary]), welcome.entry.body, miniApp.entry.body].flatMap((text) => text.split(/(?<=[.:])\s+/));
      expect(sentences.filter((sentence) => /\bCore\b(?! Games)|wallet|billetera|chain|cadena/i.test(sentence) && !/\bTON\b|\bStars\b/.test(sentence))).toEqual([]);
    }
  });

  it('lets staff hide an entry there or give it a text of its own, falling back as the site does', async () => {
    const entry = await write({ en: english, es: spanish });
    expect(entry.telegram).toEqual({ hidden: false, texts: null });
    const own = { title: 'Season 2 in Telegram', summary: 'Thirty new levels, bought with Stars.', body: 'Only in the mini app.' };
    const updated = await moderator.api.call('updateNews', { params: { id: entry.id }, body: { texts: { en: english, es: spanish }, telegram: { hidden: false, texts: { en: own } } } });
    expect(updated.entry.telegram).toEqual({ hidden: false, texts: { en: own, es: null } });
    const visitor = server.client();
    // Its own English text for Spanish readers too there (the site's Spanish may name what the mini app must not).
    for (const lang of ['en', 'es'] as const) {
      expect((await visitor.api.call('getNews', { params: { id: entry.id }, query: { lang, place: 'telegram' } })).entry).toMatchObject({ language: 'en', title: own.title, body: own.body });
    }
    expect((await visitor.api.call('getNews', { params: { id: entry.id }, query: { lang: 'es' } })).entry).toMatchObject({ title: spanish.title });

    // An edit that leaves the mini app's settings out keeps them.
    await moderator.api.call('updateNews', { params: { id: entry.id }, body: { texts: { en: { ...english, summary: 'Edited.' } } } });
    expect((await moderator.api.call('getNewsSource', { params: { id: entry.id } })).entry.telegram.texts?.en).toEqual(own);

    await moderator.api.call('updateNews', { params: { id: entry.id }, body: { texts: { en: english }, telegram: { hidden: true, texts: null } } });
    const hidden = await refusal(visitor.api.call('getNews', { params: { id: entry.id }, query: { place: 'telegram' } }));
    expect(hidden).toMatchObject({ status: 404, code: 'not_found' });
    const listed = (await visitor.api.call('listNews', { query: { place: 'telegram', limit: '50' } })).entries.map((item) => item.id);
    expect(listed).not.toContain(entry.id);
    expect((await visitor.api.call('listNews', { query: { limit: '50' } })).entries.map((item) => item.id)).toContain(entry.id);
    expect((await visitor.api.call('getNews', { params: { id: entry.id } })).entry.title).toBe(english.title);
  });
});
