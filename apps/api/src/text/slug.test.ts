import { describe, expect, it } from 'vitest';
import { gameSlugRule, newsSlugRule, slugCandidate, slugFromTitle } from './slug.ts';

describe('slugFromTitle', () => {
  it('keeps letters and digits, folds accents, joins the rest with single hyphens', () => {
    expect(slugFromTitle('  Star Jumper 2!  ', gameSlugRule)).toBe('star-jumper-2');
    expect(slugFromTitle('Café <b>Niño</b>', gameSlugRule)).toBe('cafe-b-nino-b');
    expect(slugFromTitle('Season 2: ¡Niveles nuevos!', newsSlugRule)).toBe('season-2-niveles-nuevos');
    expect(slugFromTitle('<script>alert(1)</script>', newsSlugRule)).toBe('script-alert-1-script');
  });

  it("gives the rule's fallback when nothing usable is left", () => {
    expect(slugFromTitle('日本語のゲーム', gameSlugRule)).toBe('game');
    expect(slugFromTitle('日本語', newsSlugRule)).toBe('news');
  });

  it("stays within the rule's length, with no hyphen at either end", () => {
    const game = slugFromTitle('a'.repeat(39) + ' b c', gameSlugRule);
    expect(game.length).toBeLessThanOrEqual(40);
    expect(game).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/);
    expect(slugFromTitle('x'.repeat(100), newsSlugRule)).toHaveLength(64);
  });
});

describe('slugCandidate', () => {
  it("numbers later candidates within the rule's length", () => {
    expect(slugCandidate('star', 1, gameSlugRule)).toBe('star');
    expect(slugCandidate('star', 3, gameSlugRule)).toBe('star-3');
    expect(slugCandidate('x'.repeat(40), 12, gameSlugRule)).toHaveLength(40);
    expect(slugCandidate('a'.repeat(64), 12, newsSlugRule)).toBe(`${'a'.repeat(61)}-12`);
  });
});
