import { describe, expect, it } from 'vitest';
import { parseNewsInline, parseNewsText, safeNewsHref } from './news-text.ts';

describe('parseNewsText', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    const paragraphs = parseNewsText('First line\nsecond line\n\n\n  Second paragraph.\r\n\r\nThird.\n \n');
    expect(paragraphs).toEqual([[{ kind: 'text', text: 'First line\nsecond line' }], [{ kind: 'text', text: 'Second paragraph.' }], [{ kind: 'text', text: 'Third.' }]]);
  });

  it('gives nothing for blank text', () => {
    expect(parseNewsText(' \n\n \n')).toEqual([]);
  });

  it('keeps markup as the text it is', () => {
    expect(parseNewsText('<script>alert(1)</script> & <b>bold</b>')).toEqual([[{ kind: 'text', text: '<script>alert(1)</script> & <b>bold</b>' }]]);
  });
});

describe('parseNewsInline', () => {
  it('reads [text](url) links, to other sites and to this one', () => {
    expect(parseNewsInline('See [the rules](https://example.com/rules?a=1) or [play](/games/levels).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'the rules', href: 'https://example.com/rules?a=1', external: true },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'play', href: '/games/levels', external: false },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads bare URLs without the punctuation that ends the sentence', () => {
    expect(parseNewsInline('Read https://example.com/a/b. (Also http://example.org/x), thanks')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://example.com/a/b', href: 'https://example.com/a/b', external: true },
      { kind: 'text', text: '. (Also ' },
      { kind: 'link', text: 'http://example.org/x', href: 'http://example.org/x', external: true },
      { kind: 'text', text: '), thanks' },
    ]);
  });

  it('leaves links to anything but http(s) and site paths as text', () => {
    for (const text of ['[x](javascript:alert(1))', '[x](data:text/html,hi)', '[x](//evil.example)', '[x](/\\evil.example)', '[x](vbscript:msgbox)', '[ ](https://example.com)']) {
      expect(parseNewsInline(text)).toEqual([{ kind: 'text', text }]);
    }
    expect(parseNewsInline('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });

  it('keeps markup inside a link label as text', () => {
    expect(parseNewsInline('[<img src=x onerror=alert(1)>](https://example.com)')).toEqual([
      { kind: 'link', text: '<img src=x onerror=alert(1)>', href: 'https://example.com/', external: true },
    ]);
  });
});

describe('safeNewsHref', () => {
  it('allows http(s) and site paths only', () => {
    expect(safeNewsHref('https://example.com')).toEqual({ href: 'https://example.com/', external: true });
    expect(safeNewsHref('/news/welcome')).toEqual({ href: '/news/welcome', external: false });
    expect(safeNewsHref('https://user:pw@example.com')).toBeNull();
    expect(safeNewsHref('ftp://example.com')).toBeNull();
    expect(safeNewsHref('news/welcome')).toBeNull();
  });
});
