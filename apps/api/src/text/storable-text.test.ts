import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, makeTextStorable, storableText } from './storable-text.ts';

describe('text the database can store', () => {
  it('is any text but NUL and half of a surrogate pair', () => {
    for (const text of ['', 'plain', 'a\tb\nc', '\u0001\u007f', 'a😀b', '\ud83d\ude00', '\ufffd']) expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\ud800y', 'x\udc00y', '\ude00\ud83d', 'a😀\ud83d']) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('finds the first string or key that is not, at any depth, without recursion', () => {
    expect(findUnstorableText({ a: [1, 'x', { b: 'y\u0000' }] })).toEqual({ path: ['a', '2', 'b'], inKey: false });
    expect(findUnstorableText({ a: { 'k\ud800': 1 } })).toEqual({ path: ['a'], inKey: true });
    expect(findUnstorableText({ a: ['fine'], n: null, t: true })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)?.path).toHaveLength(100_000);
  });

  it('replaces each such character by U+FFFD, in keys and values, in place', () => {
    expect(storableText('a\u0000b\ud800c😀')).toBe('a\ufffdb\ufffdc😀');
    const value = { 'k\u0000': ['x\udc00', { y: 'z' }] };
    expect(makeTextStorable(value)).toBe(value);
    expect(value).toEqual({ 'k\ufffd': ['x\ufffd', { y: 'z' }] });
    expect(makeTextStorable('\u0000')).toBe('\ufffd');
  });
});
