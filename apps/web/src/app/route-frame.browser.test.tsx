import { act, useSyncExternalStore, type ReactNode } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strictMount, type StrictMount } from '../../test/strict-mount.tsx';
import { startAnalytics } from '../analytics/analytics.ts';
import type { AnalyticsEvent } from '../analytics/analytics-event.ts';
import { RouteFrame } from './route-frame.tsx';

// React's development build, as `npm start` serves it: StrictMode runs each mount's effects twice.
let root: StrictMount | undefined;
afterEach(() => {
  window.scrollTo(0, 0);
  pageData = { shown: false, above: 1000 };
});

function Page(): ReactNode {
  return (
    <main id="main" tabIndex={-1}>
      <Link to="/news/1">An entry</Link>
      <div style={{ height: '3000px' }} />
    </main>
  );
}

function mount(page: ReactNode = <Page />, at = '/news'): void {
  root = strictMount();
  root.render(
    <MemoryRouter initialEntries={[at]}>
      <RouteFrame titleKey="news">{page}</RouteFrame>
    </MemoryRouter>,
  );
}

/** What the page below shows, set by the test: its section once its data is in, and the height of the content above it. */
let pageData = { shown: false, above: 1000 };
const pageDataListeners = new Set<() => void>();
function setPageData(change: Partial<typeof pageData>): void {
  pageData = { ...pageData, ...change };
  for (const listener of pageDataListeners) listener();
}
const subscribePageData = (listener: () => void): (() => void) => {
  pageDataListeners.add(listener);
  return () => pageDataListeners.delete(listener);
};

/** A page whose section (`#league`) renders only once its data is in, as /profile's league does, below content that grows later. */
function LaterSectionPage(): ReactNode {
  const { shown, above } = useSyncExternalStore(subscribePageData, () => pageData);
  return (
    <main id="main" tabIndex={-1}>
      <Link to="/profile#league">See the table</Link>
      <div style={{ height: `${String(above)}px` }} />
      {shown && (
        <section>
          <h2 id="league">This week</h2>
          <div style={{ height: '3000px' }} />
        </section>
      )}
    </main>
  );
}

/** Where `#league` is drawn, from the top of the view. */
const leagueTop = (): number | undefined => document.getElementById('league')?.getBoundingClientRect().top;

// The queue the analytics script reads: here, with no script to take it, the array startAnalytics made.
const pageViews = (): number => ((window.siteAnalytics ?? []) as AnalyticsEvent[]).filter((event) => event.type === 'pageview').length;

describe('RouteFrame under StrictMode', () => {
  it('counts the first page once and leaves its focus and scroll alone; a navigation counts once and moves the focus to main', () => {
    startAnalytics('data:text/javascript,');
    const before = pageViews();
    mount();
    window.scrollTo(0, 500);
    expect(pageViews() - before).toBe(1);
    expect(document.activeElement).toBe(document.body);

    act(() => document.querySelector<HTMLAnchorElement>('a[href="/news/1"]')?.click());
    expect(pageViews() - before).toBe(2);
    expect(document.activeElement?.id).toBe('main');
    expect(window.scrollY).toBe(0);
  });

  it('a link to a #fragment starts at the top, then brings the element into view with the focus once it is rendered, and keeps it there while content above arrives', async () => {
    mount(<LaterSectionPage />, '/');
    window.scrollTo(0, 300);
    act(() => document.querySelector<HTMLAnchorElement>('a[href="/profile#league"]')?.click());
    // The section's data is not in yet: the page starts at its top, as every page does.
    expect(document.activeElement?.id).toBe('main');
    expect(window.scrollY).toBe(0);

    act(() => {
      setPageData({ shown: true });
    });
    await vi.waitFor(() => {
      expect(document.activeElement?.id).toBe('league');
    });
    expect(leagueTop()).toBeCloseTo(0, 0);
    // A heading is focusable by script only: never a new tab stop.
    expect(document.getElementById('league')?.getAttribute('tabindex')).toBe('-1');

    act(() => {
      setPageData({ above: 2500 });
    });
    await vi.waitFor(() => {
      expect(leagueTop()).toBeCloseTo(0, 0);
    });
    expect(window.scrollY).toBeGreaterThan(2000);
  });

  it('an address that arrives with a #fragment goes to its element once rendered; a person who scrolls first keeps their place', async () => {
    mount(<LaterSectionPage />, '/profile#league');
    act(() => {
      setPageData({ shown: true });
    });
    await vi.waitFor(() => {
      expect(document.activeElement?.id).toBe('league');
    });
    expect(leagueTop()).toBeCloseTo(0, 0);
    root?.unmount();
    document.body.replaceChildren();
    window.scrollTo(0, 0);
    setPageData({ shown: false });

    mount(<LaterSectionPage />, '/profile#league');
    // Let the waiting start (its code is loaded on demand), then the person scrolls on their own.
    await new Promise((resolve) => setTimeout(resolve, 100));
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 }));
    window.scrollTo(0, 100);
    const place = window.scrollY;
    expect(place).toBeGreaterThan(0);
    act(() => {
      setPageData({ shown: true });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.scrollY).toBe(place);
    expect(document.activeElement).toBe(document.body);
  });
});
