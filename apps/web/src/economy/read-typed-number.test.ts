import { describe, expect, it } from 'vitest';
import { readTypedNumber } from './read-typed-number.ts';

describe('readTypedNumber', () => {
  it('reads digits, a sign and a fraction', () => {
    expect(readTypedNumber(' 42 ', 'en')).toEqual({ ok: true, negative: false, whole: '42', fraction: undefined });
    expect(readTypedNumber('−3', 'en')).toEqual({ ok: true, negative: true, whole: '3', fraction: undefined });
    expect(readTypedNumber('1.25', 'en')).toEqual({ ok: true, negative: false, whole: '1', fraction: '25' });
    expect(readTypedNumber('1,25', 'es')).toEqual({ ok: true, negative: false, whole: '1', fraction: '25' });
  });

  it('drops the digit groups of the language, and only where they are groups of three', () => {
    expect(readTypedNumber('1,000', 'en')).toMatchObject({ ok: true, whole: '1000' });
    expect(readTypedNumber('1.000', 'es')).toMatchObject({ ok: true, whole: '1000' });
    expect(readTypedNumber('1.234.567', 'es')).toMatchObject({ ok: true, whole: '1234567' });
    for (const typed of ['1,00', ',000', '1,,000', '1,000,00', '12,3456']) expect(readTypedNumber(typed, 'en'), typed).toEqual({ ok: false, problem: 'grouping' });
  });

  it('reads a language that groups with a space from a plain space too', () => {
    expect(readTypedNumber('1 000', 'fr')).toMatchObject({ ok: true, whole: '1000' });
    expect(readTypedNumber('1\u202f000', 'fr')).toMatchObject({ ok: true, whole: '1000' });
  });

  it('reads an unknown language tag as English, never throws', () => {
    expect(readTypedNumber('1,000', 'not a language!')).toMatchObject({ ok: true, whole: '1000' });
  });

  it('says what is no number at all', () => {
    expect(readTypedNumber('', 'en')).toEqual({ ok: false, problem: 'empty' });
    for (const typed of ['ten', '1e3', '-', '.', '1 000 abc']) expect(readTypedNumber(typed, 'en'), typed).toEqual({ ok: false, problem: 'notNumber' });
  });
});
