import { describe, expect, it } from 'vitest';
import { endedStreakToTell, readToldStreaks, toldAccountsMax, withTold } from './ended-streak.ts';

describe('endedStreakToTell', () => {
  const ended = { days: 5, lastDay: '2031-03-10' };

  it("is the server's ended streak while this browser has not told the account of it", () => {
    expect(endedStreakToTell(new Map(), 'a1', ended)).toEqual(ended);
    expect(endedStreakToTell(new Map([['a2', '2031-03-10']]), 'a1', ended)).toEqual(ended);
    // Told of an earlier streak: this one is news.
    expect(endedStreakToTell(new Map([['a1', '2031-02-01']]), 'a1', ended)).toEqual(ended);
  });

  it('is null once told of it (or of a later one), and when the server tells of none', () => {
    expect(endedStreakToTell(new Map([['a1', '2031-03-10']]), 'a1', ended)).toBeNull();
    expect(endedStreakToTell(new Map([['a1', '2031-04-01']]), 'a1', ended)).toBeNull();
    expect(endedStreakToTell(new Map(), 'a1', null)).toBeNull();
  });
});

describe('withTold', () => {
  it('remembers the day per account, the latest told last, and forgets the earliest beyond the most', () => {
    expect([...withTold(new Map([['a1', '2031-01-01'], ['a2', '2031-01-02']]), 'a1', '2031-03-10')]).toEqual([
      ['a2', '2031-01-02'],
      ['a1', '2031-03-10'],
    ]);
    const many = new Map(Array.from({ length: toldAccountsMax }, (_, index) => [`a${String(index)}`, '2031-01-01']));
    const next = withTold(many, 'new', '2031-03-10');
    expect(next.size).toBe(toldAccountsMax);
    expect(next.has('a0')).toBe(false);
    expect(next.get('new')).toBe('2031-03-10');
  });
});

describe('readToldStreaks', () => {
  it('reads the days stored per account, and nothing of another shape', () => {
    expect([...readToldStreaks('{"a1":"2031-03-10","a2":"2031-01-02"}')]).toEqual([
      ['a1', '2031-03-10'],
      ['a2', '2031-01-02'],
    ]);
    expect([...readToldStreaks('{"a1":"2031-03-10","a2":5,"a3":"yesterday","a4":null}')]).toEqual([['a1', '2031-03-10']]);
    // What the site remembered before the server told ended streaks: nothing told.
    expect(readToldStreaks('{"account":"a1","days":5}').size).toBe(0);
    for (const text of [null, '', 'not json', '5', 'null', '"2031-03-10"', '["2031-03-10"]']) {
      expect(readToldStreaks(text).size, String(text)).toBe(0);
    }
  });
});
