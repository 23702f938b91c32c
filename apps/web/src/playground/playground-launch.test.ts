import { describe, expect, it } from 'vitest';
import { frameUrl } from '../play/level-param.ts';
import { levelsToPick, playgroundFrameUrl, playgroundLevel } from './playground-launch.ts';

describe("the playground's frame URL", () => {
  it("is the maker's address as given for a game without levels", () => {
    for (const address of ['http://localhost:8080/', 'http://localhost:8080/game/index.html?debug=1&level=2']) {
      expect(playgroundFrameUrl(address, { level: null, lang: 'en', theme: 'light', open: 3 })).toBe(address);
    }
  });

  it("is the site's frame URL for a game with levels, `open` while a level is not completed", () => {
    const launch = { level: 2, lang: 'es', theme: 'dark', open: 2 } as const;
    expect(playgroundFrameUrl('http://localhost:8080/', launch)).toBe('http://localhost:8080/?level=2&lang=es&theme=dark&open=2');
    expect(playgroundFrameUrl('http://localhost:8080/', launch)).toBe(frameUrl('http://localhost:8080/', launch));
    expect(playgroundFrameUrl('https://games.example/tap/index.html', { level: 5, lang: 'en', theme: 'light', open: null })).toBe('https://games.example/tap/index.html?level=5&lang=en&theme=light');
  });

  it("keeps the query of the maker's own address after the site's, without the parameters the site sets", () => {
    expect(playgroundFrameUrl('http://localhost:8080/?debug=1&level=9&open=7', { level: 2, lang: 'en', theme: 'light', open: 2 })).toBe('http://localhost:8080/?level=2&lang=en&theme=light&open=2&debug=1');
    // All completed: the maker's own `open` goes too, as the site sends none then.
    expect(playgroundFrameUrl('http://localhost:8080/g/?lang=fr&theme=dark&seed=a%20b&seed=c', { level: 1, lang: 'en', theme: 'light', open: null })).toBe('http://localhost:8080/g/?level=1&lang=en&theme=light&seed=a+b&seed=c');
    expect(playgroundFrameUrl('http://localhost:8080/?level=3', { level: 1, lang: 'en', theme: 'dark', open: 1 })).toBe('http://localhost:8080/?level=1&lang=en&theme=dark&open=1');
  });
});

describe('the levels the playground opens a game at', () => {
  it('are those open in the sandbox, every level once all are completed, none without levels', () => {
    expect(levelsToPick(null, null)).toEqual([]);
    expect(levelsToPick(5, 1)).toEqual([1]);
    expect(levelsToPick(5, 3)).toEqual([1, 2, 3]);
    expect(levelsToPick(5, null)).toEqual([1, 2, 3, 4, 5]);
  });

  it("is the maker's pick while it is open, else the open level; level 1 once all are completed without a pick", () => {
    expect(playgroundLevel(null, 2, 3)).toBeNull();
    expect(playgroundLevel(5, null, 3)).toBe(3);
    expect(playgroundLevel(5, 2, 3)).toBe(2);
    // A pick no longer open (the levels started again): the open level, as a link past it on the site.
    expect(playgroundLevel(5, 4, 1)).toBe(1);
    expect(playgroundLevel(5, null, null)).toBe(1);
    expect(playgroundLevel(5, 4, null)).toBe(4);
    // A pick past the count declared since.
    expect(playgroundLevel(3, 4, null)).toBe(3);
  });
});
