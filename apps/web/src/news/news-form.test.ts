import type { NewsSource } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { checkNewsForm, emptyNewsForm, newsFieldOf, newsFormFromSource, newsRequestBody } from './news-form.ts';

const filled = { ...emptyNewsForm, enTitle: 'Title', enSummary: 'Summary', enBody: 'Body' };

describe('checkNewsForm', () => {
  it('asks for the English texts and takes Spanish as all or nothing', () => {
    expect(Object.keys(checkNewsForm(emptyNewsForm))).toEqual(['enTitle', 'enSummary', 'enBody']);
    expect(checkNewsForm(filled)).toEqual({});
    expect(checkNewsForm({ ...filled, esTitle: 'Título' })).toEqual({
      esSummary: { key: 'news.desk.problems.spanishIncomplete' },
      esBody: { key: 'news.desk.problems.spanishIncomplete' },
    });
  });

  it('names over-long texts, line breaks in a title and impossible dates', () => {
    expect(checkNewsForm({ ...filled, enTitle: 'x'.repeat(121), enSummary: 'a\nb', date: '2026-13-45' })).toEqual({
      enTitle: { key: 'news.desk.problems.tooLong', values: { max: 120 } },
      enSummary: { key: 'news.desk.problems.oneLine' },
      date: { key: 'news.desk.problems.date' },
    });
  });
});

describe('newsRequestBody', () => {
  const source: NewsSource = {
    id: 'welcome',
    publishedAt: '2026-09-15T08:30:00.000Z',
    createdAt: '2026-09-15T08:30:00.000Z',
    updatedAt: '2026-09-15T08:30:00.000Z',
    author: null,
    texts: { en: { title: 'T', summary: 'S', body: 'B' }, es: null },
    telegram: { hidden: false, texts: null },
  };

  it('sends Spanish only when given, and a date only when it changed', () => {
    expect(newsRequestBody(filled, null)).toEqual({ texts: { en: { title: 'Title', summary: 'Summary', body: 'Body' }, es: null }, telegram: { hidden: false, texts: null } });
    const form = newsFormFromSource(source);
    expect(newsRequestBody(form, source)).toEqual({ texts: { en: source.texts.en, es: null }, telegram: { hidden: false, texts: null } });
    expect(newsRequestBody({ ...form, date: '2026-09-20' }, source).publishedAt).toBe('2026-09-20T12:00:00.000Z');
  });
});

describe('the Telegram mini app’s text', () => {
  const telegram = { tgEnTitle: 'In Telegram', tgEnSummary: 'Bought with Stars.', tgEnBody: 'Body there.' };

  it('is all or nothing, English first', () => {
    expect(checkNewsForm({ ...filled, ...telegram })).toEqual({});
    expect(checkNewsForm({ ...filled, tgEsTitle: 'En Telegram' })).toEqual({
      tgEnTitle: { key: 'news.desk.problems.telegramIncomplete' },
      tgEnSummary: { key: 'news.desk.problems.telegramIncomplete' },
      tgEnBody: { key: 'news.desk.problems.telegramIncomplete' },
      tgEsSummary: { key: 'news.desk.problems.spanishIncomplete' },
      tgEsBody: { key: 'news.desk.problems.spanishIncomplete' },
    });
  });

  it('is sent with the entry’s place there, and read back into the form', () => {
    const body = newsRequestBody({ ...filled, ...telegram }, null, true);
    expect(body.telegram).toEqual({ hidden: true, texts: { en: { title: 'In Telegram', summary: 'Bought with Stars.', body: 'Body there.' }, es: null } });
    expect(newsFieldOf('body.telegram.texts.es.body')).toBe('tgEsBody');
  });
});

describe('newsFieldOf', () => {
  it('maps the field a server error names to the editor field', () => {
    expect(newsFieldOf('body.texts.es.summary')).toBe('esSummary');
    expect(newsFieldOf('body.texts.en')).toBe('enTitle');
    expect(newsFieldOf('body.publishedAt')).toBe('date');
    expect(newsFieldOf('params.id')).toBeNull();
  });
});
