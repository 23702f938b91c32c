import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benignIcons, benignUrls } from './fixtures/benign-icons.ts';
import { hostileIcons } from './fixtures/hostile-icons.ts';
import { MAX_ICON_LENGTH } from './inspect-icon.ts';
import { isSafeIcon } from './is-safe-icon.ts';

describe('isSafeIcon', () => {
  it('has a corpus of at least 25 hostile icons, all distinct', () => {
    expect(hostileIcons.length).toBeGreaterThanOrEqual(25);
    expect(new Set(hostileIcons.map((fixture) => fixture.icon)).size).toBe(hostileIcons.length);
  });

  it.each(hostileIcons.map((fixture) => [fixture.name, fixture.icon] as const))('refuses %s', (_name, icon) => {
    expect(isSafeIcon(icon)).toBe(false);
  });

  it.each(benignIcons.map((fixture) => [fixture.name, fixture.icon] as const))('accepts %s', (_name, icon) => {
    expect(isSafeIcon(icon)).toBe(true);
  });

  it.each(benignUrls)('accepts the https URL %s', (url) => {
    expect(isSafeIcon(url)).toBe(true);
  });

  it('refuses empty and non-icon text', () => {
    for (const icon of ['', '   ', 'MetaMask', '🦊', '/icons/wallet.svg', '//evil.example/x.svg', 'ftp://x/y.png', 'blob:https://x/1']) {
      expect(isSafeIcon(icon)).toBe(false);
    }
  });

  it('refuses markup whose root is not svg', () => {
    expect(isSafeIcon('<div><svg xmlns="http://www.w3.org/2000/svg"/></div>')).toBe(false);
    expect(isSafeIcon('<math><mi>x</mi></math>')).toBe(false);
  });

  it('refuses non-string values from JavaScript callers', () => {
    const values: unknown[] = [undefined, null, 1, {}, ['<svg/>']];
    for (const value of values) {
      expect(isSafeIcon(value as string)).toBe(false);
    }
  });

  it('accepts icons up to 200,000 characters and refuses longer ones', () => {
    expect(MAX_ICON_LENGTH).toBe(200_000);
    const svg = (length: number) => `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(length - 46)}</svg>`;
    expect(svg(MAX_ICON_LENGTH)).toHaveLength(MAX_ICON_LENGTH);
    expect(isSafeIcon(svg(MAX_ICON_LENGTH))).toBe(true);
    expect(isSafeIcon(svg(MAX_ICON_LENGTH + 1))).toBe(false);
    expect(isSafeIcon(`data:image/png;base64,${'A'.repeat(MAX_ICON_LENGTH)}`)).toBe(false);
    expect(isSafeIcon(`https://example.org/${'a'.repeat(MAX_ICON_LENGTH)}.png`)).toBe(false);
  });

  it('refuses a base64 raster data URI holding nothing but white space', () => {
    expect(isSafeIcon('data:image/png;base64,   ')).toBe(false);
    expect(isSafeIcon('data:image/png;base64,iVBO Rw0K \n GgoA==  \n')).toBe(true);
    expect(isSafeIcon('data:image/png;base64,iVBORw0KGgo= =')).toBe(false);
  });

  it('reads a DOCTYPE internal subset only up to its ">"', () => {
    expect(isSafeIcon('<svg xmlns="http://www.w3.org/2000/svg"><!doctype svg [<!attlist svg x CDATA "1">]></svg>')).toBe(false);
    expect(isSafeIcon('<svg xmlns="http://www.w3.org/2000/svg"><!doctype svg<!doctype svg [ ]></svg>')).toBe(false);
    expect(isSafeIcon('<svg xmlns="http://www.w3.org/2000/svg"><!doctype svg><text>[1]</text></svg>')).toBe(true);
  });

  // At the size limit these inputs made a pattern backtrack quadratically (about 70 s and 3 s in
  // Node on a two-core machine, past the test's time limit); each now takes a few milliseconds.
  it.each([
    ['white space inside a base64 payload, then a stray character', `data:image/png;base64,A${' '.repeat(MAX_ICON_LENGTH - 24)}!`, false],
    ['many <!doctype with no ">"', `<svg>${'<!doctype'.repeat(Math.floor((MAX_ICON_LENGTH - 5) / 9))}`, true],
  ])('checks %s at the size limit without backtracking', (_name, icon, safe) => {
    expect(icon.length).toBeLessThanOrEqual(MAX_ICON_LENGTH);
    expect(isSafeIcon(icon)).toBe(safe);
  });

  it('accepts base64 raster data whatever its bytes spell (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 300 }), fc.constantFrom('png', 'jpeg', 'gif', 'webp'), (bytes, type) => {
        const payload = btoa(String.fromCharCode(...bytes));
        expect(isSafeIcon(`data:image/${type};base64,${payload}`)).toBe(true);
      }),
    );
  });

  it('refuses any script payload inserted into a benign SVG (property)', () => {
    const payloads = [
      '<script>x()</script>',
      '<g onclick="x()"/>',
      '<a href="javascript:x()"><text>x</text></a>',
      '<foreignObject><p>x</p></foreignObject>',
      '<set attributeName="href" to="javascript:x()"/>',
      '<iframe src="https://x"></iframe>',
    ];
    const walletMark = benignIcons[0]?.icon ?? '';
    fc.assert(
      fc.property(fc.constantFrom(...payloads), fc.integer({ min: 0, max: 1000 }), (payload, position) => {
        const closing = walletMark.lastIndexOf('</svg>');
        const at = Math.min(closing, walletMark.indexOf('>') + 1 + (position % Math.max(1, closing - walletMark.indexOf('>'))));
        // Insert only between tags, where markup is well-formed.
        const cut = walletMark.indexOf('<', at);
        const icon = walletMark.slice(0, cut) + payload + walletMark.slice(cut);
        expect(isSafeIcon(icon)).toBe(false);
      }),
    );
  });

  it('never throws on arbitrary strings (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((text) => `<svg>${text}</svg>`), fc.string().map((text) => `data:${text}`)), (text) => {
        expect(typeof isSafeIcon(text)).toBe('boolean');
      }),
    );
  });
});
