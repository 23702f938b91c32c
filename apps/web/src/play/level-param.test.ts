import { describe, expect, it } from 'vitest';
import { frameUrl, gameLanguage, levelFromSearch } from './level-param.ts';

describe('levelFromSearch', () => {
  it('reads a whole level within the game', () => {
    expect(levelFromSearch('1', 20)).toBe(1);
    expect(levelFromSearch('20', 20)).toBe(20);
  });

  it('ignores anything else', () => {
    for (const value of [null, '', '0', '-1', '21', '2.5', '1e1', ' 3', '03', 'abc', '99999']) expect(levelFromSearch(value, 20), String(value)).toBeNull();
    expect(levelFromSearch('1', null)).toBeNull();
  });
});

describe('frameUrl', () => {
  it('passes the level and the language on to a game with levels', () => {
    expect(frameUrl('/play/levels/1/', 4, 'es')).toBe('/play/levels/1/?level=4&unlocked=4&lang=es');
    expect(frameUrl('/play/levels/1/', 1, 'en')).toBe('/play/levels/1/?level=1&unlocked=1&lang=en');
    expect(frameUrl('/play/levels/1/', 2, 'en', 7)).toBe('/play/levels/1/?level=2&unlocked=7&lang=en');
    expect(frameUrl('/play/levels/1/', 5, 'en', 3)).toBe('/play/levels/1/?level=5&unlocked=5&lang=en');
    expect(frameUrl('/play/levels/1/', null, 'es')).toBe('/play/levels/1/');
  });
});

describe('gameLanguage', () => {
  it('is Spanish for every Spanish, English for everything else', () => {
    expect(gameLanguage('es')).toBe('es');
    expect(gameLanguage('es-MX')).toBe('es');
    expect(gameLanguage('en')).toBe('en');
    expect(gameLanguage('fr')).toBe('en');
    expect(gameLanguage(undefined)).toBe('en');
  });
});
