import { describe, expect, it } from 'vitest';
import { cleanProviderText, hasControlCharacter } from './provider-text.ts';

describe('cleanProviderText', () => {
  it('turns control characters (NUL, ESC, DEL, line breaks, tabs) into single spaces, trimmed', () => {
    expect(cleanProviderText('Nu\u0000l')).toBe('Nu l');
    expect(cleanProviderText('\u0000Ada\u0000\u0007b\r\n')).toBe('Ada b');
    expect(cleanProviderText('Tab\tbed\u001b \u007f end')).toBe('Tab bed end');
  });

  it('keeps every other character as it is', () => {
    expect(cleanProviderText('José Ñandú 😀 <b>&')).toBe('José Ñandú 😀 <b>&');
    expect(cleanProviderText('\u0000\u0000')).toBe('');
  });

  it('drops direction controls and invisible characters, and turns line separators into spaces: the name is shown to others', () => {
    expect(cleanProviderText('Mallory\u202eevil')).toBe('Malloryevil');
    expect(cleanProviderText('\u200bAda\u2028Lovelace\ufeff')).toBe('Ada Lovelace');
    expect(cleanProviderText('علی\u200cرضا 👨\u200d👩\u200d👧')).toBe('علی\u200cرضا 👨\u200d👩\u200d👧');
  });

  it('turns half of a surrogate pair, which the database cannot store, into U+FFFD', () => {
    expect(cleanProviderText('A\ud800da \udc00')).toBe('A\ufffdda \ufffd');
  });
});

describe('hasControlCharacter', () => {
  it('finds C0 controls and DEL, nothing else', () => {
    expect(['a\u0000', '\tb', 'c\u007f'].map(hasControlCharacter)).toEqual([true, true, true]);
    expect(['abc', 'José', '😀', '\u0085'].map(hasControlCharacter)).toEqual([false, false, false, false]);
  });

  it('finds half of a surrogate pair too', () => {
    expect(['x\ud800', '\udc00y'].map(hasControlCharacter)).toEqual([true, true]);
  });
});
