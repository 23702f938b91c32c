import { describe, expect, it } from 'vitest';
import { frameUrl, gameLanguage, levelFromSearch, levelOfFrameUrl, levelToOpen, pageLevel } from './level-param.ts';

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
  it('passes the level, the language and the scheme on to a game with levels (never the progress: that is the game\'s save)', () => {
    expect(frameUrl('/play/levels/1/', { level: 4, lang: 'es', theme: 'dark' })).toBe('/play/levels/1/?level=4&lang=es&theme=dark');
    expect(frameUrl('/play/levels/1/', { level: 1, lang: 'en', theme: 'light' })).toBe('/play/levels/1/?level=1&lang=en&theme=light');
    expect(frameUrl('/play/levels/1/', { level: null, lang: 'es', theme: 'light' })).toBe('/play/levels/1/');
  });

  it('passes the highest level the server pays when there is one', () => {
    expect(frameUrl('/play/levels/1/', { level: 2, lang: 'en', theme: 'dark', open: 3 })).toBe('/play/levels/1/?level=2&lang=en&theme=dark&open=3');
    expect(frameUrl('/play/levels/1/', { level: 2, lang: 'en', theme: 'dark', open: null })).toBe('/play/levels/1/?level=2&lang=en&theme=dark');
    expect(frameUrl('/play/other/1/', { level: null, lang: 'en', theme: 'dark', open: 3 })).toBe('/play/other/1/');
  });
});

describe('levelToOpen', () => {
  it("opens the link's level, or without one the next level, and never a level beyond the one paid", () => {
    expect(levelToOpen(2, 5)).toBe(2);
    expect(levelToOpen(5, 5)).toBe(5);
    expect(levelToOpen(20, 5)).toBe(5);
    expect(levelToOpen(null, 5)).toBe(5);
    expect(levelToOpen(20, null)).toBe(20);
    expect(levelToOpen(null, null)).toBeNull();
  });
});

describe('pageLevel', () => {
  it("opens the link's level or the player's next, as levelToOpen, while levels are left to complete", () => {
    expect(pageLevel(null, { level: 3, allCompleted: false })).toEqual({ level: 3, allCompleted: false });
    expect(pageLevel(5, { level: 3, allCompleted: false })).toEqual({ level: 3, allCompleted: false });
    // A visitor, or a player whose progress is not known (yet): the link's level, or none (Play).
    expect(pageLevel(2, { level: null, allCompleted: false })).toEqual({ level: 2, allCompleted: false });
    expect(pageLevel(null, { level: null, allCompleted: false })).toEqual({ level: null, allCompleted: false });
  });

  it('says so once every level is completed, and opens level 1, or the level a link names (the server pays any level then)', () => {
    expect(pageLevel(null, { level: null, allCompleted: true })).toEqual({ level: 1, allCompleted: true });
    expect(pageLevel(3, { level: null, allCompleted: true })).toEqual({ level: 3, allCompleted: false });
  });
});

describe('levelOfFrameUrl', () => {
  it('reads back the level a frame URL starts, and nothing for a game without levels', () => {
    expect(levelOfFrameUrl(frameUrl('https://games.example/play/levels/1/', { level: 4, lang: 'es', theme: 'dark' }), 24)).toBe(4);
    expect(levelOfFrameUrl('https://games.example/play/other/2/', 24)).toBeNull();
    expect(levelOfFrameUrl('https://games.example/play/levels/1/?level=4', null)).toBeNull();
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
