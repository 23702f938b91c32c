import type { Account } from '@site/api-contract';
import i18next from 'i18next';
import { act } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import englishFile from '../../public/locales/en/ui.json?raw';
import { strictMount } from '../../test/strict-mount.tsx';
import { setSignedIn } from '../account/account-store.ts';
import { shownScheme } from '../appearance/appearance-store.ts';
import { parseTranslationFile } from '../i18n/parse-translation-file.ts';
import PlaygroundPage from './playground-page.tsx';

// The playground page as a maker uses it, on React's development build (StrictMode), with the game
// in the site's stage played by this test: it says what a game says through the SDK, as messages
// from the stage's frame (whose address serves nothing: only the frame's URL is read).

const i18n = i18next.createInstance();
const account: Account = { id: 'maker-1', displayName: 'Ana', role: 'player', createdAt: '2031-01-01T00:00:00.000Z', identities: [] };
/** The maker's address, with a query of their own: the site's parameters in it are replaced, the rest kept. */
const address = 'http://127.0.0.1:8939/levels.html?debug=1&level=9';
const before = window.location.href;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { ui: parseTranslationFile(englishFile) } }, ns: ['ui'], defaultNS: 'ui', interpolation: { escapeValue: false } });
  // The page reads its address from its own URL (a page load of its own per address) and leaves
  // afresh for any other path: it stays on its own path until every test here is over.
  window.history.replaceState(null, '', `/developers/playground?game=${encodeURIComponent(address)}`);
  for (const key of Object.keys(window.localStorage)) if (key.startsWith('site-playground:maker-1:')) window.localStorage.removeItem(key);
  setSignedIn(account);
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  window.history.replaceState(null, '', before);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stage = (): HTMLElement | null => document.querySelector('[data-testid="game-stage"]');
const frame = (): HTMLIFrameElement | null => document.querySelector('iframe.game-stage__frame');
const main = (): HTMLElement => document.querySelector('article.playground') ?? document.body;
const buttonIn = (root: ParentNode | null, name: string): HTMLButtonElement | undefined => [...(root?.querySelectorAll('button') ?? [])].find((button) => button.textContent === name);
const playLevel = (): HTMLButtonElement | null => main().querySelector('[data-testid="playground-play-level"]');
const picker = (): HTMLSelectElement | null => main().querySelector('.playground-level select');
const pickable = (): string[] => [...(picker()?.options ?? [])].map((option) => option.value);
const nextStep = (): HTMLElement | null => stage()?.querySelector('[data-testid="playground-next-step"]') ?? null;

/** Waits, with React's work done in act(), until `check` holds (the stage makes its frame after its paint), and says what it read. */
async function until<T>(read: () => T, check: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 100 && !check(read()); tries += 1) {
    await act(async () => {
      await sleep(20);
    });
  }
  return read();
}

async function click(element: HTMLElement | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    element.click();
    await sleep(0);
  });
}

/** The site's frame URL the playground should load: the level, the language, the scheme, `open` while a level is not completed, then the maker's own query. */
const framed = (level: number, open: number | null) => `http://127.0.0.1:8939/levels.html?level=${String(level)}&lang=en&theme=${shownScheme()}${open === null ? '' : `&open=${String(open)}`}&debug=1`;

let ids = 0;
/** What the game in the stage's frame says through the SDK (protocol version 2). */
async function fromGame(message: Record<string, unknown>): Promise<void> {
  const source = frame()?.contentWindow;
  if (!source) throw new Error('no game frame');
  ids += 1;
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data: { protocol: 'site-game', version: 2, id: `m${String(ids)}`, ...message }, origin: 'null', source }));
    await sleep(30);
  });
}

let runs = 0;
/** A run of `level` started and finished, as the game would (the sandbox numbers its runs). */
async function playRun(level: number, completed: boolean): Promise<void> {
  runs += 1;
  await fromGame({ type: 'startRun', requestId: `start-${String(runs).padStart(4, '0')}` });
  await fromGame({ type: 'finishRun', requestId: `finish-${String(runs).padStart(4, '0')}`, runId: `playground-${String(runs)}`, score: completed ? 100 : 0, level, completed });
}

async function openedAt(src: string): Promise<void> {
  expect(await until(() => frame()?.getAttribute('src') ?? null, (value) => value === src)).toBe(src);
  await fromGame({ type: 'gameReady' });
}

async function apply(levels: string): Promise<void> {
  const form = main().querySelector<HTMLFormElement>('.playground-declaration form');
  if (!form) throw new Error('no declaration form');
  const hasLevels = form.elements.namedItem('hasLevels') as HTMLInputElement;
  if (!hasLevels.checked) await click(hasLevels);
  (form.elements.namedItem('levels') as HTMLInputElement).value = levels;
  (form.elements.namedItem('topScore') as HTMLInputElement).value = '1000';
  await act(async () => {
    form.requestSubmit();
    await sleep(0);
  });
}

/** The page as the site mounts it, with the site's translations. */
function renderPlayground(): void {
  strictMount().render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PlaygroundPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the playground, for a game with levels declared', () => {
  it("opens the game as the site does, at the open level or one the maker picks, and offers the next level after a finish it accepted", async () => {
    renderPlayground();
    // No levels declared: the address as given, no level to pick.
    expect(playLevel()?.textContent).toBe('Play this game');
    expect(picker()).toBeNull();

    await apply('3');
    expect(playLevel()?.textContent).toBe('Play level 1');
    expect(pickable()).toEqual(['1']);
    await click(playLevel());
    await openedAt(framed(1, 1));

    // Level 1 won: the stage offers the next level, as the site's result does.
    await playRun(1, true);
    expect(await until(() => nextStep()?.querySelector('h2')?.textContent, Boolean)).toBe('Completed!');
    expect([...(nextStep()?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual(['Play level 2', 'Play again']);
    await click(buttonIn(nextStep(), 'Play level 2'));
    await openedAt(framed(2, 2));
    expect(nextStep()).toBeNull();

    // A finish of a level not open yet is refused as on the site: no next step, the checks count it.
    await playRun(3, true);
    expect(await until(() => stage()?.querySelector('[data-testid="playground-summary"]')?.textContent ?? '', (text) => text.includes('refused'))).toContain('1 finish refused');
    expect(nextStep()).toBeNull();
    await click(buttonIn(stage(), '← Back'));
    expect(stage()).toBeNull();

    // Back on the page: the level the stage opened last; any level open here may be picked.
    expect(playLevel()?.textContent).toBe('Play level 2');
    expect(pickable()).toEqual(['1', '2']);
    await click(buttonIn(main(), 'Open every level'));
    expect(pickable()).toEqual(['1', '2', '3']);
    await act(async () => {
      const select = picker();
      if (!select) throw new Error('no picker');
      select.value = '3';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await sleep(0);
    });
    expect(playLevel()?.textContent).toBe('Play level 3');
    await click(playLevel());
    // Every level completed here: no `open`, as for a player who completed them all.
    await openedAt(framed(3, null));
    await playRun(3, false);
    expect(await until(() => nextStep()?.querySelector('h2')?.textContent, Boolean)).toBe('Level 3 not completed');
    expect([...(nextStep()?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual(['Play again']);
    await click(buttonIn(stage(), '← Back'));

    // After a finish, the page's Play follows the sandbox as the site's game page does: every level completed, level 1.
    expect(playLevel()?.textContent).toBe('Play level 1');
    await click(buttonIn(main(), 'Start the levels again'));
    expect(pickable()).toEqual(['1']);
  });

  it("plays the level its own URL names (the page's Play keeps the level picked) once that level is open here", async () => {
    // The declaration of the test before, kept for this address: three levels, level 1 open.
    window.history.replaceState(null, '', `/developers/playground?game=${encodeURIComponent(address)}&level=2`);
    renderPlayground();
    // Not open yet: the open level, as a game page's link to a level not open.
    expect(playLevel()?.textContent).toBe('Play level 1');
    await click(buttonIn(main(), 'Open every level'));
    expect(playLevel()?.textContent).toBe('Play level 2');
    await click(playLevel());
    await openedAt(framed(2, null));
    await click(buttonIn(stage(), '← Back'));
    await click(buttonIn(main(), 'Start the levels again'));
  });
});
