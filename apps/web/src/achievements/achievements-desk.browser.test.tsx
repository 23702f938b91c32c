import type { MakerGameAchievement, MyGame, ResponseOf } from '@site/api-contract';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import englishFile from '../../public/locales/en/ui.json?raw';
import { strictMount } from '../../test/strict-mount.tsx';
import { apiQueryKey } from '../api/api-query.ts';
import { queryClient } from '../api/query-client.ts';
import { parseTranslationFile } from '../i18n/parse-translation-file.ts';
import { RunBoundsDesk } from '../submissions/run-bounds-desk.tsx';
import { AchievementsDesk } from './achievements-desk.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { ui: parseTranslationFile(englishFile) } }, ns: ['ui'], defaultNS: 'ui', interpolation: { escapeValue: false } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** The desk reads only the game's id and descriptions. */
const game = { id: 'jumper', descriptions: [] } as Partial<MyGame> as MyGame;

/** Stored before the server checked thresholds: 20,000 in a game whose runs score at most 10,000. */
const tooHigh: MakerGameAchievement = { id: '7', gameId: 'jumper', kind: 'score', threshold: 20_000, position: 1, texts: [{ language: 'en', title: 'Twenty thousand', description: '' }], retired: false, unlockedBy: 0, players: 4 };
const listed: ResponseOf<'listMyGameAchievements'> = { achievements: [tooHigh], players: 4, reach: { topScore: 10_000, levels: null, topScoreFrom: 'declaration' } };

/** The server: the list above, and each new achievement refused as the server refuses one beyond reach (as after a newer version lowered the top score). */
function serve(): { posted: unknown[] } {
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      const error = { code: 'validation_failed', message: 'body.threshold: 5,000 is out of reach: at most 1,000, the top score a run of this game can reach.', details: { field: 'body.threshold' } };
      return Promise.resolve(new Response(JSON.stringify({ error }), { status: 400, headers: { 'content-type': 'application/json' } }));
    }
    expect(url).toBe('/api/my-games/jumper/achievements');
    return Promise.resolve(new Response(JSON.stringify(listed), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  return { posted };
}

const desk = (): HTMLElement => document.querySelector<HTMLElement>('[data-testid="achievements-desk"]') ?? document.body;
const form = (): HTMLFormElement | null => desk().querySelector('form');
/** The error shown with the named control of the form (its aria-describedby). */
function errorOf(name: string): string | null {
  const control = form()?.elements.namedItem(name);
  if (!(control instanceof HTMLElement)) return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__error'))?.textContent ?? null;
}

async function submit(values: Record<string, string>): Promise<void> {
  const shown = form();
  if (!shown) throw new Error('no form');
  for (const [name, value] of Object.entries(values)) {
    const control = shown.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
  }
  await act(async () => {
    shown.requestSubmit();
    // What the server answers, if the form sent anything, arrives within the act.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe("the maker's achievements desk, for a threshold no run can reach", () => {
  it('marks one stored beyond reach, and tells a new one beyond reach next to its field with the limit, or the server\'s refusal there', async () => {
    const { posted } = serve();
    // The list as the page had it already (no load racing the test's steps).
    queryClient.setQueryData(apiQueryKey('listMyGameAchievements', { params: { game: 'jumper' } }), listed);
    queryClient.setQueryDefaults(['listMyGameAchievements'], { staleTime: Infinity });
    strictMount().render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <AchievementsDesk game={game} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(desk().querySelector('[data-testid="beyond-reach"]')?.textContent).toBe('Cannot be reached: a run of this game scores at most 10,000. Lower the threshold or retire it.');

    // Told before anything is sent: the limit, next to the threshold.
    await submit({ kind: 'score', threshold: '20000', 'title-en': 'Too far' });
    expect(errorOf('threshold')).toBe('At most 10,000: the top score a run of this game can reach.');
    expect(document.activeElement).toBe(form()?.elements.namedItem('threshold'));
    // A level achievement of a game without levels: next to the kind.
    await submit({ kind: 'level', threshold: '2', 'title-en': 'Level two' });
    expect(errorOf('kind')).toBe('This game has no levels: choose another kind.');
    expect(posted).toEqual([]);

    // The server refusing a threshold (it knows the newest version's table): next to the threshold too.
    await submit({ kind: 'score', threshold: '5000', 'title-en': 'Five thousand' });
    expect(posted).toHaveLength(1);
    expect(errorOf('threshold')).toBe('Give a threshold a run of this game can reach.');
  });
});

describe("the maker's achievements desk, when the run bounds lower the top score", () => {
  it('marks an existing score achievement above the highest score as soon as the bounds are saved, and tells a new one the bounds are the limit', async () => {
    const eight: MakerGameAchievement = { ...tooHigh, id: '8', threshold: 8_000, texts: [{ language: 'en', title: 'Eight thousand', description: '' }] };
    let maxScore: number | null = null;
    const lists: unknown[] = [];
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url === '/api/my-games/jumper/run-bounds' && init?.method === 'PATCH') {
        maxScore = (JSON.parse(String(init.body)) as { maxScore: number | null }).maxScore;
        return json({ bounds: { maxScore, maxPointsPerSecond: null, minRunSeconds: null, maxRunSeconds: null } });
      }
      if (url === '/api/my-games/jumper/run-bounds') {
        return json({ bounds: { maxScore, maxPointsPerSecond: null, minRunSeconds: null, maxRunSeconds: null }, held: { total: 0, recent: [] }, mismatched: { total: 0, recent: [] } });
      }
      expect(url).toBe('/api/my-games/jumper/achievements');
      // The server's reach: the declared 10,000, or the bounds' highest score when lower.
      const reach = maxScore !== null && maxScore < 10_000 ? { topScore: maxScore, levels: null, topScoreFrom: 'runBounds' } : { topScore: 10_000, levels: null, topScoreFrom: 'declaration' };
      lists.push(reach);
      return json({ achievements: [eight], players: 4, reach });
    });
    // Both read already (no load racing the test's steps): only the save and what it invalidates are fetched.
    const noBounds = { maxScore: null, maxPointsPerSecond: null, minRunSeconds: null, maxRunSeconds: null };
    queryClient.setQueryData(apiQueryKey('listMyGameAchievements', { params: { game: 'jumper' } }), { achievements: [eight], players: 4, reach: { topScore: 10_000, levels: null, topScoreFrom: 'declaration' } });
    queryClient.setQueryData(apiQueryKey('getRunBounds', { params: { game: 'jumper' } }), { bounds: noBounds, held: { total: 0, recent: [] }, mismatched: { total: 0, recent: [] } });
    queryClient.setQueryDefaults(['listMyGameAchievements'], { staleTime: Infinity });
    queryClient.setQueryDefaults(['getRunBounds'], { staleTime: Infinity });
    strictMount().render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <AchievementsDesk game={game} />
          <RunBoundsDesk game={game} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(desk().querySelector('[data-testid="maker-achievement"]')).not.toBeNull();
    expect(desk().querySelector('[data-testid="beyond-reach"]')).toBeNull();

    const bounds = document.querySelector<HTMLFormElement>('[data-testid="run-bounds-desk"] form');
    const maxScoreField = bounds?.elements.namedItem('maxScore');
    if (!(maxScoreField instanceof HTMLInputElement) || !bounds) throw new Error('no bounds form');
    maxScoreField.value = '5000';
    await act(async () => {
      bounds.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(desk().querySelector('[data-testid="beyond-reach"]')?.textContent).toBe(
      'Cannot be reached: your plausibility bounds hold any run above 5,000, and a held run unlocks nothing. Lower the threshold, loosen the bounds or retire it.',
    );
    expect(lists).toHaveLength(1);
    expect(lists[0]).toEqual({ topScore: 5_000, levels: null, topScoreFrom: 'runBounds' });

    await submit({ kind: 'score', threshold: '6000', 'title-en': 'Six thousand' });
    expect(errorOf('threshold')).toBe('At most 5,000: the highest score your plausibility bounds let a run keep (their highest score, or their most points a second over their longest run). A run above it is held and unlocks nothing.');
  });
});
