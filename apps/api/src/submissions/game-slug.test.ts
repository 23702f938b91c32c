import { describe, expect, it } from 'vitest';
import { slugCandidate, slugFromTitle } from './game-slug.ts';

describe('slugFromTitle', () => {
  it('keeps letters and digits, folds accents, joins the rest with single hyphens', () => {
    expect(slugFromTitle('  Star Jumper 2!  ')).toBe('star-jumper-2');
    expect(slugFromTitle('Café <b>Niño</b>')).toBe('cafe-b-nino-b');
  });

  it('gives "game" when nothing usable is left, and stays within 40 characters', () => {
    expect(slugFromTitle('日本語のゲーム')).toBe('game');
    const long = slugFromTitle('a'.repeat(39) + ' b c');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/);
  });

  it('numbers later candidates within the length', () => {
    expect(slugCandidate('star', 1)).toBe('star');
    expect(slugCandidate('star', 3)).toBe('star-3');
    expect(slugCandidate('x'.repeat(40), 12)).toHaveLength(40);
  });
});
