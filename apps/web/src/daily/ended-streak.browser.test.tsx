import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { strictMount, type StrictMount } from '../../test/strict-mount.tsx';
import { useEndedStreak, type EndedStreak } from './ended-streak.ts';

let root: StrictMount | undefined;
afterEach(() => {
  localStorage.removeItem('site.streakSeen');
});

function Streak({ account, lastEnded }: { account: string; lastEnded: EndedStreak | null | undefined }): ReactNode {
  const ended = useEndedStreak(account, lastEnded);
  return <p>{ended === null ? 'nothing ended' : `${String(ended.days)} days ended on ${ended.lastDay}`}</p>;
}

function show(lastEnded: EndedStreak | null | undefined, account = 'a1'): string {
  root?.render(<Streak account={account} lastEnded={lastEnded} />);
  return root?.container.textContent ?? '';
}

function mount(): void {
  root = strictMount();
}

const told = (): unknown => JSON.parse(localStorage.getItem('site.streakSeen') ?? 'null');
const fiveDays = { days: 5, lastDay: '2031-03-10' };

describe('useEndedStreak under StrictMode', () => {
  it("tells the server's ended streak once per browser, with nothing remembered before (another device, storage cleared)", () => {
    mount();
    // The server's answer is not in yet: nothing is said, nothing is remembered.
    expect(show(undefined)).toBe('nothing ended');
    expect(localStorage.getItem('site.streakSeen')).toBeNull();
    expect(show(fiveDays)).toBe('5 days ended on 2031-03-10');
    // The answer read again (after a run today, say): the word stays on this page.
    expect(show({ ...fiveDays })).toBe('5 days ended on 2031-03-10');
    root?.unmount();
    expect(told()).toEqual({ a1: '2031-03-10' });

    // The next page, or the next visit, says nothing again.
    mount();
    expect(show(fiveDays)).toBe('nothing ended');
    root?.unmount();

    // A later streak that ended is told, once.
    mount();
    expect(show({ days: 2, lastDay: '2031-04-02' })).toBe('2 days ended on 2031-04-02');
    root?.unmount();
    mount();
    expect(show({ days: 2, lastDay: '2031-04-02' })).toBe('nothing ended');
    expect(told()).toEqual({ a1: '2031-04-02' });
  });

  it('says nothing when the server tells of no ended streak, whatever this browser remembered before', () => {
    // The memory of the site before the server told ended streaks: a streak of 5 days last shown.
    localStorage.setItem('site.streakSeen', JSON.stringify({ account: 'a1', days: 5 }));
    mount();
    expect(show(null)).toBe('nothing ended');
    root?.unmount();
    mount();
    expect(show(fiveDays)).toBe('5 days ended on 2031-03-10');
  });

  it('remembers each account of a shared browser apart', () => {
    mount();
    expect(show(fiveDays, 'a1')).toBe('5 days ended on 2031-03-10');
    root?.unmount();
    mount();
    expect(show(fiveDays, 'a2')).toBe('5 days ended on 2031-03-10');
    root?.unmount();
    mount();
    expect(show(fiveDays, 'a1')).toBe('nothing ended');
    expect(told()).toEqual({ a1: '2031-03-10', a2: '2031-03-10' });
  });
});
