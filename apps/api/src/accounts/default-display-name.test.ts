import { displayNameMaxLength } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { acceptableSuggestedName } from './default-display-name.ts';

describe('acceptableSuggestedName', () => {
  it('keeps a name within the longest display name as it is', () => {
    expect(acceptableSuggestedName('  Ada Lovelace ')).toBe('Ada Lovelace');
    expect(acceptableSuggestedName('x'.repeat(displayNameMaxLength))).toBe('x'.repeat(displayNameMaxLength));
  });

  it('cuts a longer one after its last whole word, in characters, never inside a word or an emoji', () => {
    const arabic = 'عبد الله بن عبد العزيز بن عبد الرحمن آل سعود';
    const cut = acceptableSuggestedName(arabic);
    expect(cut).toBe('عبد الله بن عبد العزيز بن عبد الرحمن آل');
    expect(Array.from(cut ?? '').length).toBeLessThanOrEqual(displayNameMaxLength);
    // 39 astral characters, then a word: counted as characters, not UTF-16 units, and never halved.
    const emoji = `${'😀'.repeat(39)} and more`;
    expect(acceptableSuggestedName(emoji)).toBe('😀'.repeat(39));
    // One word longer than the limit: cut where the limit falls.
    expect(acceptableSuggestedName('N'.repeat(60))).toBe('N'.repeat(displayNameMaxLength));
    // A word that ends exactly at the limit is kept whole.
    expect(acceptableSuggestedName(`${'a'.repeat(20)} ${'b'.repeat(19)} tail`)).toBe(`${'a'.repeat(20)} ${'b'.repeat(19)}`);
  });

  it('refuses an e-mail address and a name that shows nothing', () => {
    expect(acceptableSuggestedName('ada@example.com')).toBeNull();
    expect(acceptableSuggestedName('\u3164\u3164')).toBeNull();
    expect(acceptableSuggestedName(undefined)).toBeNull();
  });
});
