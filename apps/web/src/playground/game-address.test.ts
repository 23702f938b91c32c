import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { checkGameAddress } from './game-address.ts';

const site = 'https://site.example';

describe('checkGameAddress', () => {
  it('takes an http or https address and gives its origin, without the fragment', () => {
    expect(checkGameAddress('  http://localhost:8080  ', site)).toEqual({ ok: true, url: 'http://localhost:8080/', origin: 'http://localhost:8080' });
    expect(checkGameAddress('https://games.example/tap/index.html#x', site)).toEqual({ ok: true, url: 'https://games.example/tap/index.html', origin: 'https://games.example' });
    expect(checkGameAddress('http://127.0.0.1:4636/game/', site)).toMatchObject({ ok: true, origin: 'http://127.0.0.1:4636' });
  });

  it('names what is wrong with anything else', () => {
    expect(checkGameAddress('', site)).toEqual({ ok: false, problem: 'empty', detail: '' });
    expect(checkGameAddress('game/index.html', site)).toEqual({ ok: false, problem: 'not_a_url', detail: 'game/index.html' });
    expect(checkGameAddress('javascript:alert(1)', site)).toEqual({ ok: false, problem: 'scheme', detail: 'javascript:' });
    expect(checkGameAddress('data:text/html,<p>hi', site)).toEqual({ ok: false, problem: 'scheme', detail: 'data:' });
    expect(checkGameAddress('file:///home/me/game/index.html', site)).toEqual({ ok: false, problem: 'scheme', detail: 'file:' });
    expect(checkGameAddress('https://me:secret@games.example/', site)).toEqual({ ok: false, problem: 'credentials', detail: 'games.example' });
    expect(checkGameAddress('https://site.example/games/levels', site)).toEqual({ ok: false, problem: 'site_origin', detail: 'https://site.example' });
    expect(checkGameAddress(`https://games.example/${'a'.repeat(2000)}`, site)).toEqual({ ok: false, problem: 'too_long', detail: '2000' });
  });

  it('says what to type for an address without http:// or https://: http for this computer or a plain-http site, https elsewhere', () => {
    expect(checkGameAddress('localhost:8090', site)).toEqual({ ok: false, problem: 'no_scheme', detail: 'http://localhost:8090' });
    expect(checkGameAddress(' localhost ', site)).toEqual({ ok: false, problem: 'no_scheme', detail: 'http://localhost' });
    expect(checkGameAddress('127.0.0.1:8090/tap/index.html', site)).toEqual({ ok: false, problem: 'no_scheme', detail: 'http://127.0.0.1:8090/tap/index.html' });
    expect(checkGameAddress('[::1]:8090', site)).toEqual({ ok: false, problem: 'no_scheme', detail: 'http://[::1]:8090' });
    expect(checkGameAddress('games.example/tap/', site)).toEqual({ ok: false, problem: 'no_scheme', detail: 'https://games.example/tap/' });
    expect(checkGameAddress('192.168.1.5:8080', 'http://localhost:4601')).toEqual({ ok: false, problem: 'no_scheme', detail: 'http://192.168.1.5:8080' });
    // No host to put a scheme before: a path or a file name, or another scheme.
    expect(checkGameAddress('index.html', site)).toEqual({ ok: false, problem: 'not_a_url', detail: 'index.html' });
    expect(checkGameAddress('mailto:me@games.example', site)).toEqual({ ok: false, problem: 'scheme', detail: 'mailto:' });
    expect(checkGameAddress('about:blank', site)).toEqual({ ok: false, problem: 'scheme', detail: 'about:' });
  });

  it.each([
    ['en', 'Start the address with http:// or https://: did you mean http://localhost:8090?'],
    ['es', 'Empieza la dirección por http:// o https://: ¿querías decir http://localhost:8090?'],
  ])('says so in %s, with the address to type', async (language, sentence) => {
    const translation = JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
    const checked = checkGameAddress('localhost:8090', site);
    expect(checked.ok ? null : i18n.t(`playground.addressProblems.${checked.problem}`, { detail: checked.detail })).toBe(sentence);
  });

  it('refuses plain http on an https site except this computer, which the browser frames', () => {
    expect(checkGameAddress('http://games.example/', site)).toEqual({ ok: false, problem: 'mixed_content', detail: 'games.example' });
    expect(checkGameAddress('http://[::1]:8080/', site)).toMatchObject({ ok: true });
    expect(checkGameAddress('http://games.example/', 'http://localhost:4601')).toMatchObject({ ok: true });
  });
});
