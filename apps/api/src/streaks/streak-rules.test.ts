import { describe, expect, it } from 'vitest';
import { countDay, lastEndedOn, streakOn, streakReward, type StreakState } from './streak-rules.ts';

const config = { streakRewardFirst: 10, streakRewardStep: 5, streakRewardMax: 30 };

/** The state after counting each day in turn, from none. */
const after = (days: readonly string[]): StreakState | null => days.reduce<StreakState | null>((state, day) => countDay(state, day).state, null);

describe('the streak rules', () => {
  it('counts a first day, the next day, and a day again only once', () => {
    expect(after(['2030-01-01'])).toEqual({ currentDays: 1, bestDays: 1, lastDay: '2030-01-01', forgivenDay: null, startedDay: '2030-01-01', ended: null });
    expect(after(['2030-01-01', '2030-01-02'])).toMatchObject({ currentDays: 2, bestDays: 2 });
    const twice = after(['2030-01-01', '2030-01-02']);
    expect(countDay(twice, '2030-01-02')).toEqual({ state: twice, counted: false });
  });

  it('forgives one missed day, keeping the streak without adding the missed day', () => {
    expect(after(['2030-01-01', '2030-01-02', '2030-01-04'])).toEqual({ currentDays: 3, bestDays: 3, lastDay: '2030-01-04', forgivenDay: '2030-01-03', startedDay: '2030-01-01', ended: null });
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

  it('starts again after two missed days, keeping the best and the streak that ended', () => {
    expect(after(['2030-01-01', '2030-01-02', '2030-01-03', '2030-01-06'])).toMatchObject({ currentDays: 1, bestDays: 3, startedDay: '2030-01-06', ended: { days: 3, lastDay: '2030-01-03' } });
    // The new streak keeps it as it grows; the next to end takes its place.
    expect(after(['2030-01-01', '2030-01-02', '2030-01-05', '2030-01-06'])).toMatchObject({ currentDays: 2, startedDay: '2030-01-05', ended: { days: 2, lastDay: '2030-01-02' } });
    expect(after(['2030-01-01', '2030-01-02', '2030-01-05', '2030-01-09'])).toMatchObject({ currentDays: 1, startedDay: '2030-01-09', ended: { days: 1, lastDay: '2030-01-05' } });
  });

  it('tells the last streak of two days or more that ended: while no day counted since, then for seven days from the next one\'s first', () => {
    const three = after(['2030-01-01', '2030-01-02', '2030-01-03']);
    // Alive, then kept by the grace: nothing ended.
    expect(['2030-01-03', '2030-01-04', '2030-01-05'].map((day) => lastEndedOn(three, day))).toEqual([null, null, null]);
    // Broken on the 6th: told, however long the player stays away.
    expect(lastEndedOn(three, '2030-01-06')).toEqual({ days: 3, lastDay: '2030-01-03' });
    expect(lastEndedOn(three, '2031-06-01')).toEqual({ days: 3, lastDay: '2030-01-03' });
    // Without the grace (forgiven on the 2nd), a missed day ends it.
    expect(lastEndedOn(after(['2030-01-01', '2030-01-03', '2030-01-04']), '2030-01-06')).toEqual({ days: 3, lastDay: '2030-01-04' });

    // A new streak began on 2030-02-01: told through 2030-02-07 while it lasts.
    const week = ['2030-02-01', '2030-02-02', '2030-02-03', '2030-02-04', '2030-02-05', '2030-02-06', '2030-02-07'];
    const again = after(['2030-01-01', '2030-01-02', '2030-01-03', ...week]);
    expect(lastEndedOn(again, '2030-02-07')).toEqual({ days: 3, lastDay: '2030-01-03' });
    expect(lastEndedOn(again, '2030-02-08')).toBeNull();
    expect(lastEndedOn(after(['2030-01-01', '2030-01-02', '2030-01-03', '2030-02-01']), '2030-02-02')).toEqual({ days: 3, lastDay: '2030-01-03' });
  });

  it('tells no streak of one day, no streak while none ended, and none for a row from before the streak that ended was kept', () => {
    expect(lastEndedOn(after(['2030-01-01']), '2030-01-05')).toBeNull();
    // The 3 days ended, then the one day that followed: the last to end is one day long.
    expect(lastEndedOn(after(['2030-01-01', '2030-01-02', '2030-01-03', '2030-01-10']), '2030-01-13')).toBeNull();
    expect(lastEndedOn(null, '2030-01-05')).toBeNull();
    expect(lastEndedOn(after(['2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04']), '2030-01-04')).toBeNull();
    expect(lastEndedOn({ currentDays: 2, bestDays: 5, lastDay: '2030-01-04', forgivenDay: null, startedDay: null, ended: null }, '2030-01-04')).toBeNull();
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
