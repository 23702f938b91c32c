import { describe, expect, it } from 'vitest';
import { signedInHintKey } from '../account/signed-in-hint.ts';
import { storedLaunchParamsKey } from '../telegram/read-launch-context.ts';
import { markHomePreview, type GateWindow } from './home-preview-gate.ts';

interface PageState {
  url?: string;
  cookie?: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  languages?: string[];
  storageThrows?: boolean;
}

function memoryStorage(entries: Record<string, string>, throws: boolean): Storage {
  return {
    getItem: (key: string) => {
      if (throws) throw new DOMException('The operation is insecure.', 'SecurityError');
      return entries[key] ?? null;
    },
  } as Storage;
}

/** Whether the gate marks a page in this state for the home preview (or `attribute`). */
function marks({ url = 'https://games.example/', cookie = '', local = {}, session = {}, languages = ['en-US'], storageThrows = false }: PageState, attribute = 'data-home-preview'): boolean {
  const attributes = new Map<string, string>();
  const page: GateWindow = {
    location: new URL(url) as unknown as Location,
    localStorage: memoryStorage(local, storageThrows),
    sessionStorage: memoryStorage(session, storageThrows),
    navigator: { languages, language: languages[0] ?? 'en' },
    document: { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  };
  markHomePreview(page);
  return attributes.has(attribute);
}

describe('markHomePreview', () => {
  it('marks / for an English visitor', () => {
    expect(marks({})).toBe(true);
    expect(marks({ languages: ['en'] })).toBe(true);
  });

  it('leaves every other page to the loading screen', () => {
    expect(marks({ url: 'https://games.example/news' })).toBe(false);
    expect(marks({ url: 'https://games.example/login?next=/' })).toBe(false);
  });

  it("marks a game's page for its painted Play instead, signed in before or not, on the same terms otherwise", () => {
    const game = (state: PageState): boolean => marks(state, 'data-game-preview');
    expect(game({ url: 'https://games.example/games/levels' })).toBe(true);
    expect(game({ url: 'https://games.example/games/levels/?level=3', local: { [signedInHintKey]: '1' } })).toBe(true);
    expect(marks({ url: 'https://games.example/games/levels' })).toBe(false);
    expect(game({ url: 'https://games.example/games/levels/extra' })).toBe(false);
    expect(game({ url: 'https://games.example/games/levels', languages: ['es'] })).toBe(false);
    expect(game({ url: 'https://games.example/games/levels#tgWebAppData=user%3D1&tgWebAppVersion=8.0' })).toBe(false);
    expect(game({})).toBe(false);
  });

  it('leaves a link id (which opens another page) and Telegram launches alone', () => {
    expect(marks({ url: 'https://games.example/?id=levels' })).toBe(false);
    expect(marks({ url: 'https://games.example/#tgWebAppData=user%3D1&tgWebAppVersion=8.0' })).toBe(false);
    expect(marks({ session: { [storedLaunchParamsKey]: 'tgWebAppData=user%3D1' } })).toBe(false);
  });

  it('follows the language detector: query, cookie, local storage, session storage, then the browser', () => {
    expect(marks({ languages: ['de-DE'] })).toBe(false);
    expect(marks({ url: 'https://games.example/?lng=de', local: { i18nextLng: 'en' } })).toBe(false);
    expect(marks({ url: 'https://games.example/?lng=en', languages: ['de'] })).toBe(true);
    expect(marks({ cookie: 'theme=dark; i18next=ru', languages: ['en'] })).toBe(false);
    expect(marks({ local: { i18nextLng: 'es' } })).toBe(false);
    expect(marks({ local: { i18nextLng: 'en' }, languages: ['fr'] })).toBe(true);
    expect(marks({ session: { i18nextLng: 'zh' } })).toBe(false);
  });

  it('leaves a browser that was signed in last time to the loading screen: the preview is the signed-out page', () => {
    expect(marks({ local: { [signedInHintKey]: '1' } })).toBe(false);
    expect(marks({ local: { [signedInHintKey]: '0' } })).toBe(true);
  });

  it('does not mistake a language that starts with "en" for English', () => {
    expect(marks({ local: { i18nextLng: 'enx' } })).toBe(false);
  });

  it('shows the loading screen when storage refuses to be read', () => {
    expect(marks({ storageThrows: true })).toBe(false);
  });
});
