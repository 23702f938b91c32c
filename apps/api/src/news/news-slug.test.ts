import { describe, expect, it } from 'vitest';
import { newsSlugCandidate, newsSlugFromTitle } from './news-slug.ts';

describe('newsSlugFromTitle', () => {
  it('makes a URL-safe slug of the title', () => {
    expect(newsSlugFromTitle('Season 2: ¡Niveles nuevos!')).toBe('season-2-niveles-nuevos');
    expect(newsSlugFromTitle('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(newsSlugFromTitle('日本語')).toBe('news');
    expect(newsSlugFromTitle('x'.repeat(100))).toHaveLength(64);
  });

  it('numbers the later candidates within 64 characters', () => {
    expect(newsSlugCandidate('welcome', 1)).toBe('welcome');
    expect(newsSlugCandidate('welcome', 2)).toBe('welcome-2');
    expect(newsSlugCandidate('a'.repeat(64), 12)).toBe(`${'a'.repeat(61)}-12`);
  });
});
