import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { strictMount, type StrictMount } from '../../test/strict-mount.tsx';
import { useEndedStreak } from './ended-streak.ts';

let root: StrictMount | undefined;
afterEach(() => {
  localStorage.removeItem('site.streakSeen');
});

function Streak({ account, days }: { account: string; days: number | undefined }): ReactNode {
  const ended = useEndedStreak(account, days);
  return <p>{ended === null ? 'nothing ended' : `${String(ended)} days ended`}</p>;
}

function show(days: number | undefined): string {
  root?.render(<Streak account="a1" days={days} />);
  return root?.container.textContent ?? '';
}

function mount(): void {
  root = strictMount();
}

describe('useEndedStreak under StrictMode', () => {
  it('says once, on the page that first reads the broken streak, how long the streak that ended was', () => {
    localStorage.setItem('site.streakSeen', JSON.stringify({ account: 'a1', days: 5 }));
    mount();
    // The server's answer is not in yet: nothing is said, nothing is forgotten.
    expect(show(undefined)).toBe('nothing ended');
    expect(show(0)).toBe('5 days ended');
    // A run today starts the next streak: the word stays on this page.
    expect(show(1)).toBe('5 days ended');
    root?.unmount();

    // The next page, or the next visit, says nothing again.
    mount();
    expect(show(1)).toBe('nothing ended');
    expect(JSON.parse(localStorage.getItem('site.streakSeen') ?? 'null')).toEqual({ account: 'a1', days: 1 });
  });

  it('says nothing while the streak lasts, and remembers it as it grows', () => {
    localStorage.setItem('site.streakSeen', JSON.stringify({ account: 'a1', days: 5 }));
    mount();
    expect(show(6)).toBe('nothing ended');
    expect(JSON.parse(localStorage.getItem('site.streakSeen') ?? 'null')).toEqual({ account: 'a1', days: 6 });
  });
});
