import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNewsEntry, parseNewsIndex } from './parse-news.ts';

const folder = join(import.meta.dirname, '..', '..', 'public', 'content', 'news');
const readJson = (name: string): unknown => JSON.parse(readFileSync(join(folder, name), 'utf8'));

describe('the news content shipped with the site', () => {
  it('is valid, and every listed entry has its file', () => {
    const { entries, problems } = parseNewsIndex(readJson('index.json'));
    expect(problems).toEqual([]);
    expect(entries.length).toBeGreaterThan(0);
    for (const summary of entries) {
      const entry = parseNewsEntry(readJson(`${summary.id}.json`), summary.id);
      expect(entry.title).toEqual(summary.title);
    }
  });
});
