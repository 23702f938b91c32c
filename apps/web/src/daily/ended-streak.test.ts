import { describe, expect, it } from 'vitest';
import { endedStreakDays, readSeenStreak } from './ended-streak.ts';

describe('endedStreakDays', () => {
  const seen = { account: 'a1', days: 5 };

  it("is the seen streak's days once the server's are fewer: broken (0), or broken and started again (1)", () => {
    expect(endedStreakDays(seen, 'a1', 0)).toBe(5);
    expect(endedStreakDays(seen, 'a1', 1)).toBe(5);
  });

  it('is null while the streak lasts, for another account, with nothing seen before, and for a one-day streak', () => {
    expect(endedStreakDays(seen, 'a1', 5)).toBeNull();
    expect(endedStreakDays(seen, 'a1', 6)).toBeNull();
    expect(endedStreakDays(seen, 'a2', 0)).toBeNull();
    expect(endedStreakDays(null, 'a1', 0)).toBeNull();
    expect(endedStreakDays({ account: 'a1', days: 1 }, 'a1', 0)).toBeNull();
  });
});

describe('readSeenStreak', () => {
  it('reads what was stored, and nothing of another shape', () => {
    expect(readSeenStreak('{"account":"a1","days":5}')).toEqual({ account: 'a1', days: 5 });
    for (const text of [null, '', 'not json', '5', 'null', '{"account":"a1"}', '{"account":1,"days":5}', '{"account":"a1","days":-1}', '{"account":"a1","days":1.5}']) {
      expect(readSeenStreak(text), String(text)).toBeNull();
    }
  });
});
