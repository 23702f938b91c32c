import { act, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { startAnalytics } from '../analytics/analytics.ts';
import type { AnalyticsEvent } from '../analytics/analytics-event.ts';
import { RouteFrame } from './route-frame.tsx';

// React's development build, as `npm start` serves it: StrictMode runs each mount's effects twice.
// act() waits for React's work only where React is told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  window.scrollTo(0, 0);
});

function Page(): ReactNode {
  return (
    <main id="main" tabIndex={-1}>
      <Link to="/news/1">An entry</Link>
      <div style={{ height: '3000px' }} />
    </main>
  );
}

function mount(): void {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <StrictMode>
        <MemoryRouter initialEntries={['/news']}>
          <RouteFrame titleKey="news">
            <Page />
          </RouteFrame>
        </MemoryRouter>
      </StrictMode>,
    ),
  );
}

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
});
