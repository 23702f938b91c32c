import { act, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useEndedStreak } from './ended-streak.ts';

// React's development build, as `npm start` serves it: StrictMode runs each mount's effects twice.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  localStorage.removeItem('site.streakSeen');
});

function Streak({ account, days }: { account: string; days: number | undefined }): ReactNode {
  const ended = useEndedStreak(account, days);
  return <p>{ended === null ? 'nothing ended' : `${String(ended)} days ended`}</p>;
}

function show(days: number | undefined): string {
  act(() =>
    root?.render(
      <StrictMode>
        <Streak account="a1" days={days} />
      </StrictMode>,
    ),
  );
  return container?.textContent ?? '';
}

function mount(): void {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
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
    act(() => root?.unmount());

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
