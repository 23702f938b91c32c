import { describe, expect, it } from 'vitest';
import { countDay, streakOn, streakReward, type StreakState } from './streak-rules.ts';

const config = { streakRewardFirst: 10, streakRewardStep: 5, streakRewardMax: 30 };

/** The state after counting each day in turn, from none. */
const after = (days: readonly string[]): StreakState | null => days.reduce<StreakState | null>((state, day) => countDay(state, day).state, null);

describe('the streak rules', () => {
  it('counts a first day, the next day, and a day again only once', () => {
    expect(after(['2030-01-01'])).toEqual({ currentDays: 1, bestDays: 1, lastDay: '2030-01-01', forgivenDay: null });
    expect(after(['2030-01-01', '2030-01-02'])).toMatchObject({ currentDays: 2, bestDays: 2 });
    const twice = after(['2030-01-01', '2030-01-02']);
    expect(countDay(twice, '2030-01-02')).toEqual({ state: twice, counted: false });
  });

  it('forgives one missed day, keeping the streak without adding the missed day', () => {
    expect(after(['2030-01-01', '2030-01-02', '2030-01-04'])).toEqual({ currentDays: 3, bestDays: 3, lastDay: '2030-01-04', forgivenDay: '2030-01-03' });
  });

  it('forgives no second missed day within seven days of the last one forgiven, and one seven days later', () => {
    const second = after(['2030-01-01', '2030-01-03', '2030-01-05']);
    expect(second).toMatchObject({ currentDays: 1, bestDays: 2, forgivenDay: '2030-01-02' });
    // Forgiven on the 2nd; the 9th is seven days later: forgiven again.
    const later = after(['2030-01-01', '2030-01-03', '2030-01-04', '2030-01-05', '2030-01-06', '2030-01-07', '2030-01-08', '2030-01-10']);
    expect(later).toMatchObject({ currentDays: 8, forgivenDay: '2030-01-09' });
    const tooSoon = after(['2030-01-01', '2030-01-03', '2030-01-04', '2030-01-05', '2030-01-06', '2030-01-07', '2030-01-09']);
    expect(tooSoon).toMatchObject({ currentDays: 1, bestDays: 6, forgivenDay: '2030-01-02' });
  });

  it('starts again after two missed days, keeping the best', () => {
    expect(after(['2030-01-01', '2030-01-02', '2030-01-03', '2030-01-06'])).toMatchObject({ currentDays: 1, bestDays: 3 });
  });

  it('shows the streak as it stands on a day: counted, alive, alive by the grace, or broken', () => {
    const state = after(['2030-01-01', '2030-01-02']);
    expect(streakOn(state, '2030-01-02')).toEqual({ currentDays: 2, countedToday: true, graceNeeded: false });
    expect(streakOn(state, '2030-01-03')).toEqual({ currentDays: 2, countedToday: false, graceNeeded: false });
    expect(streakOn(state, '2030-01-04')).toEqual({ currentDays: 2, countedToday: false, graceNeeded: true });
    expect(streakOn(state, '2030-01-05')).toEqual({ currentDays: 0, countedToday: false, graceNeeded: false });
    expect(streakOn(null, '2030-01-05')).toEqual({ currentDays: 0, countedToday: false, graceNeeded: false });
  });

  it('pays the first day, a step more each day, up to the most', () => {
    expect([1, 2, 3, 4, 5, 6].map((day) => streakReward(day, config))).toEqual([10n, 15n, 20n, 25n, 30n, 30n]);
  });
});
