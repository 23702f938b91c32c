import { afterEach, describe, expect, it } from 'vitest';
import { paintGamePlay, type PaintedPlayTexts } from './painted-play.ts';

// index.html's painted Play (painted-play.ts) in a real document: its level row and Play's label
// from the early reads, as the live page (game-page.tsx) will show them.

const texts: PaintedPlayTexts = {
  play: 'Play',
  playLevel: 'Play level {{level}}',
  level: 'Level',
  levelOfCount: 'Level {{level}} of {{count}}',
  allLevelsCompleted_one: 'Completed',
  allLevelsCompleted_other: 'All {{count}} completed',
  runCost: 'A run costs',
  staminaNow: 'Your stamina now',
  allGames: 'All games',
  byAuthor: 'by {{author}}',
  back: 'Back',
  loadingGame: 'Loading the game…',
  loadingProgress: 'Loading the game… {{progress}}%',
  frameTitle: '{{title}} (game)',
  categories: { puzzle: 'Puzzle' },
};

const levels = { id: 'levels', title: 'Levels', category: 'puzzle', author: null, thumbnailUrl: null, descriptions: [], levelCount: 24, playUrl: '/play/levels/1/' };
const answer = (body: unknown): Promise<Response> => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

/**
 * Paints the game page of Levels at `search` for the session and progress given, as index.html
 * would, in this document's preview (a browser saving data: no game is loaded ahead).
 */
function paint({ search = '', account, progress }: { search?: string; account: { displayName: string } | null; progress?: { game: string; nextLevel: number | null } }): void {
  const preview = document.createElement('div');
  preview.className = 'home-preview';
  preview.append(document.createElement('main'));
  document.body.append(preview);
  document.documentElement.setAttribute('data-game-preview', '');
  const copies: Record<string, Promise<Response | null>> = { '/api/games/levels': answer({ game: levels }), '/api/session': answer({ account }) };
  if (progress) copies['/api/levels/progress'] = answer(progress);
  const page = {
    document,
    location: { pathname: '/games/levels', search, href: `${location.origin}/games/levels${search}` },
    localStorage: { getItem: () => null },
    navigator: { connection: { saveData: true } },
    siteEarlyCopies: copies,
    requestAnimationFrame: (callback: FrameRequestCallback) => requestAnimationFrame(callback),
    setTimeout: (callback: () => void, delay?: number) => setTimeout(callback, delay),
    setInterval: (callback: () => void, delay?: number) => setInterval(callback, delay),
    clearInterval: (id: number) => {
      clearInterval(id);
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  paintGamePlay(texts, page as unknown as Parameters<typeof paintGamePlay>[1]);
}

const levelRow = () => document.querySelector('.home-preview [data-testid="level-now"]')?.textContent;
const playLabel = () => document.querySelector('.home-preview .game-page__play')?.textContent;

afterEach(() => {
  document.querySelector('.home-preview')?.remove();
  document.documentElement.removeAttribute('data-game-preview');
  document.documentElement.removeAttribute('data-game-painted');
});

describe("the painted Play of a game with levels", () => {
  it("says a signed-in player's next level, as the live page does", async () => {
    paint({ account: { displayName: 'Pat' }, progress: { game: 'levels', nextLevel: 3 } });
    await expect.poll(levelRow).toBe('Level 3 of 24');
    expect(playLabel()).toBe('Play level 3');
  });

  it('once every level is completed, says so and offers level 1, which the live page opens (never "Level 1 of 24" beside a bare Play)', async () => {
    paint({ account: { displayName: 'Pat' }, progress: { game: 'levels', nextLevel: null } });
    await expect.poll(levelRow).toBe('All 24 completed');
    expect(playLabel()).toBe('Play level 1');
  });

  it("once every level is completed, a link's level is the one offered", async () => {
    paint({ search: '?level=7', account: { displayName: 'Pat' }, progress: { game: 'levels', nextLevel: null } });
    await expect.poll(levelRow).toBe('Level 7 of 24');
    expect(playLabel()).toBe('Play level 7');
  });

  it("a visitor's is Play, at level 1 or the link's level", async () => {
    paint({ account: null });
    await expect.poll(levelRow).toBe('Level 1 of 24');
    expect(playLabel()).toBe('Play');
    document.querySelector('.home-preview')?.remove();
    paint({ search: '?level=2', account: null });
    await expect.poll(levelRow).toBe('Level 2 of 24');
    expect(playLabel()).toBe('Play level 2');
  });
});
