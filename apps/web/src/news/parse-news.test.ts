import { describe, expect, it } from 'vitest';
import { localize, NewsFileError, parseNewsEntry, parseNewsIndex } from './parse-news.ts';

const summary = { id: 'season-2', date: '2026-03-01', title: { en: 'Season 2', es: 'Temporada 2' }, summary: 'New levels.' };

describe('parseNewsIndex', () => {
  it('keeps valid entries, newest first, and reports the invalid ones', () => {
    const older = { ...summary, id: 'welcome', date: '2025-12-24' };
    const { entries, problems } = parseNewsIndex({
      entries: [older, summary, { ...summary, id: 'Bad Id' }, { ...summary, id: 'x', date: '2026-02-30' }, summary, 'nope'],
    });
    expect(entries.map((entry) => entry.id)).toEqual(['season-2', 'welcome']);
    expect(problems).toHaveLength(4);
    expect(problems.join(' ')).toContain('duplicate');
  });

  it('rejects a file without an entries list', () => {
    expect(() => parseNewsIndex([])).toThrow(NewsFileError);
    expect(() => parseNewsIndex({ items: [] })).toThrow('"entries"');
  });
});

describe('parseNewsEntry', () => {
  it('reads an entry with its body', () => {
    const entry = parseNewsEntry({ ...summary, body: ['One.', { en: 'Two.', es: 'Dos.' }] }, 'season-2');
    expect(entry.body).toHaveLength(2);
  });

  it('rejects a mismatched id, an empty body or bad text', () => {
    expect(() => parseNewsEntry({ ...summary, body: ['x'] }, 'other')).toThrow('does not match');
    expect(() => parseNewsEntry({ ...summary, body: [] }, 'season-2')).toThrow('body');
    expect(() => parseNewsEntry({ ...summary, title: { es: 'Sin inglés' }, body: ['x'] }, 'season-2')).toThrow('"en"');
    expect(() => parseNewsEntry({ ...summary, body: [42] }, 'season-2')).toThrow(NewsFileError);
  });
});

describe('localize', () => {
  it('picks the language, then its base, then English', () => {
    const text = { en: 'Hello', es: 'Hola' };
    expect(localize(text, 'es')).toBe('Hola');
    expect(localize(text, 'es-MX')).toBe('Hola');
    expect(localize(text, 'fr')).toBe('Hello');
    expect(localize('Plain', 'es')).toBe('Plain');
  });
});
