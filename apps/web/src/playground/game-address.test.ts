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
    expect(checkGameAddress('localhost:8080', site)).toEqual({ ok: false, problem: 'scheme', detail: 'localhost:' });
    expect(checkGameAddress('game/index.html', site)).toEqual({ ok: false, problem: 'not_a_url', detail: 'game/index.html' });
    expect(checkGameAddress('javascript:alert(1)', site)).toEqual({ ok: false, problem: 'scheme', detail: 'javascript:' });
    expect(checkGameAddress('data:text/html,<p>hi', site)).toEqual({ ok: false, problem: 'scheme', detail: 'data:' });
    expect(checkGameAddress('file:///home/me/game/index.html', site)).toEqual({ ok: false, problem: 'scheme', detail: 'file:' });
    expect(checkGameAddress('https://me:secret@games.example/', site)).toEqual({ ok: false, problem: 'credentials', detail: 'games.example' });
    expect(checkGameAddress('https://site.example/games/levels', site)).toEqual({ ok: false, problem: 'site_origin', detail: 'https://site.example' });
    expect(checkGameAddress(`https://games.example/${'a'.repeat(2000)}`, site)).toEqual({ ok: false, problem: 'too_long', detail: '2000' });
  });

  it('refuses plain http on an https site except this computer, which the browser frames', () => {
    expect(checkGameAddress('http://games.example/', site)).toEqual({ ok: false, problem: 'mixed_content', detail: 'games.example' });
    expect(checkGameAddress('http://[::1]:8080/', site)).toMatchObject({ ok: true });
    expect(checkGameAddress('http://games.example/', 'http://localhost:4601')).toMatchObject({ ok: true });
  });
});
