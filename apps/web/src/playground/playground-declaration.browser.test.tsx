import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import englishFile from '../../public/locales/en/ui.json?raw';
import { strictMount } from '../../test/strict-mount.tsx';
import { parseTranslationFile } from '../i18n/parse-translation-file.ts';
import type { PlaygroundObservation } from './playground-checks.ts';
import { PlaygroundDeclaration } from './playground-declaration.tsx';
import { playgroundSandbox, type PlaygroundSandbox } from './playground-sandbox.ts';
import { usePlaygroundRun } from './use-playground-run.ts';

// React's development build, as `npm start` serves it: StrictMode runs each mount's effects twice.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { ui: parseTranslationFile(englishFile) } }, ns: ['ui'], defaultNS: 'ui', interpolation: { escapeValue: false } });
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    clear: () => {
      items.clear();
    },
    get length() {
      return items.size;
    },
  } as Storage;
}

const newSandbox = (): PlaygroundSandbox => {
  const storage = memoryStorage();
  return playgroundSandbox({ accountId: 'ana', displayName: 'Ana', origin: 'http://localhost:8080', storage: () => storage });
};

/** The panel, and the hook's observation and runs, as the page wires them: what the hook returned, render by render. */
const rendered: ReturnType<typeof usePlaygroundRun>[] = [];
const observed = (): PlaygroundObservation | undefined => rendered.at(-1)?.seen;
const runs = () => rendered.at(-1)?.runs;
/** How many changes the panel told the page of. */
let changes = 0;
function Page({ sandbox, play = 1 }: { sandbox: PlaygroundSandbox; play?: number }): ReactNode {
  rendered.push(usePlaygroundRun(play, sandbox));
  return (
    <I18nextProvider i18n={i18n}>
      <PlaygroundDeclaration
        sandbox={sandbox}
        onChange={() => {
          changes += 1;
        }}
      />
    </I18nextProvider>
  );
}

const panel = (): HTMLElement => document.querySelector<HTMLElement>('.playground-declaration') ?? document.body;
const form = (): HTMLFormElement => {
  const found = panel().querySelector('form');
  if (!found) throw new Error('no form');
  return found;
};
const applied = (): string => panel().querySelector('[data-testid="playground-declared"]')?.textContent ?? '';
const openLevelRow = (): HTMLElement | null => panel().querySelector('[data-testid="playground-open-level"]');
const openLevel = (): string | null => openLevelRow()?.querySelector('span')?.textContent ?? null;
const levelButton = (name: string): HTMLButtonElement | undefined => [...(openLevelRow()?.querySelectorAll('button') ?? [])].find((button) => button.textContent === name);

async function click(element: HTMLElement | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    element.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function apply(values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const control = form().elements.namedItem(name);
    if (control instanceof HTMLInputElement) control.value = value;
  }
  await act(async () => {
    form().requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The error shown with the named control (its aria-describedby). */
function errorOf(name: string): string | null {
  const control = form().elements.namedItem(name);
  if (!(control instanceof HTMLElement)) return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__error'))?.textContent ?? null;
}

describe("the playground's declaration", () => {
  it("applies a new game's until the maker sets one with /submit's fields and checks, and shows the level open in the sandbox", async () => {
    const sandbox = newSandbox();
    const root = strictMount();
    root.render(<Page sandbox={sandbox} />);
    expect(applied()).toBe('Applied: No levels · top score 10,000');
    expect(openLevel()).toBeNull();

    // /submit's checks, next to the field, and nothing applied.
    await click(form().querySelector<HTMLInputElement>('input[name="hasLevels"]'));
    await apply({ levels: '0', topScore: '1000' });
    expect(errorOf('levels')).toBe('Enter how many levels your game has: a whole number from 1 to 200.');
    expect(document.activeElement).toBe(form().elements.namedItem('levels'));
    expect(sandbox.declaration()).toEqual({ levels: null, topScore: 10_000 });

    await apply({ levels: '3', topScore: '1000' });
    expect(errorOf('levels')).toBeNull();
    expect(sandbox.declaration()).toEqual({ levels: 3, topScore: 1000 });
    expect(applied()).toBe('Applied: 3 levels · top score 1,000');
    expect(openLevel()).toBe('Open here: level 1; a finish of a level above it is refused.');

    // A finish the site would refuse reaches the checks; an accepted one opens the next level, and the panel says so.
    const { runId } = await sandbox.onStartRun({});
    await act(async () => {
      await expect(runs()?.onFinishRun({ runId, score: 10, level: 2, completed: true })).rejects.toMatchObject({ code: 'refused' });
    });
    expect(observed()?.refusals.map(({ refusal }) => refusal.reason)).toEqual(['level_not_open']);
    expect(rendered.at(-1)?.accepted).toBeNull();
    await act(async () => {
      await runs()?.onFinishRun({ runId, score: 10, level: 1, completed: true });
    });
    // The finish accepted, for the stage's next step; a play of its own starts without it.
    expect(rendered.at(-1)?.accepted).toEqual({ play: 1, count: 1, level: 1, completed: true });
    root.render(<Page sandbox={sandbox} play={2} />);
    expect(rendered.at(-1)?.accepted).toBeNull();
    expect(openLevel()).toMatch(/^Open here: level 2;/);
    changes = 0;
    await click(levelButton('Start the levels again'));
    expect(openLevel()).toMatch(/^Open here: level 1;/);
    expect(sandbox.openLevel()).toBe(1);
    expect(changes).toBe(1);

    // Every level opened at once, as for a player who completed them all; started again, level 1 alone.
    expect(levelButton('Start the levels again')).toBeUndefined();
    await click(levelButton('Open every level'));
    expect(openLevel()).toBe('Every level is completed here: any level may be finished.');
    expect(sandbox.openLevel()).toBeNull();
    expect(levelButton('Open every level')).toBeUndefined();
    expect(changes).toBe(2);
    await click(levelButton('Start the levels again'));
    expect(sandbox.openLevel()).toBe(1);

    // No levels again: the box unticked.
    await click(form().querySelector<HTMLInputElement>('input[name="hasLevels"]'));
    await apply({ topScore: '2500' });
    expect(changes).toBe(4);
    expect(sandbox.declaration()).toEqual({ levels: null, topScore: 2500 });
    expect(applied()).toBe('Applied: No levels · top score 2,500');
  });
});
