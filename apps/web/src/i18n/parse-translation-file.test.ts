import { describe, expect, it } from 'vitest';
import { parseTranslationFile, TranslationFileError } from './parse-translation-file.ts';

describe('parseTranslationFile', () => {
  it('keeps strings, nested objects and arrays', () => {
    const parsed = parseTranslationFile(JSON.stringify({ a: 'A', nested: { b: 'B' }, list: ['x', { y: 'Y' }] }));
    expect(parsed).toEqual({ a: 'A', nested: { b: 'B' }, list: ['x', { y: 'Y' }] });
  });

  it('drops values that are not text', () => {
    const parsed = parseTranslationFile('{"a":1,"b":true,"c":null,"d":"D","e":[1,"E"]}');
    expect(parsed).toEqual({ d: 'D', e: ['E'] });
  });

  it('skips keys that could reach a prototype', () => {
    const parsed = parseTranslationFile('{"__proto__":{"polluted":"yes"},"constructor":"x","ok":"fine"}');
    expect(parsed).toEqual({ ok: 'fine' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('throws for a broken or non-object file', () => {
    expect(() => parseTranslationFile('{"a": "unterminated')).toThrow(TranslationFileError);
    expect(() => parseTranslationFile('["a"]')).toThrow('not a JSON object');
    expect(() => parseTranslationFile('"text"')).toThrow('not a JSON object');
  });

  it('limits depth', () => {
    let deep: unknown = 'bottom';
    for (let index = 0; index < 20; index += 1) deep = { next: deep };
    const parsed = parseTranslationFile(JSON.stringify(deep));
    expect(JSON.stringify(parsed)).not.toContain('bottom');
  });
});
