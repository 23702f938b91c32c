import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { trackPageView } from '../analytics/analytics.ts';
import { TranslatedLoading } from '../components/translated-loading.tsx';
import { logger } from '../logging/logger.ts';
import { documentTitle } from '../components/document-title.ts';
import { fragmentIdOf } from './fragment-id.ts';

interface Handled {
  pathname: string;
  search: string;
  hash: string;
  navigationType: NavigationType;
  /** True while its fragment is still to be brought into view (not yet found and settled, not given up). */
  following: boolean;
}

/**
 * Wraps every route: sets the page's own document title, records a page view for every route
 * change, moves focus to the main region after in-app navigation (so keyboard and screen reader
 * users start at the new content), brings a navigation's `#fragment` into view with the focus
 * once that element is rendered (follow-fragment.ts, loaded only for such a navigation), and
 * shows `Loading...` while the page's code loads.
 */
export function RouteFrame({ titleKey, children }: { titleKey: string; children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The navigation last handled, null before the first. React's StrictMode runs a mount's effects
  // twice in development: a first-render flag let the second run count the page again and move
  // the focus on arrival.
  const handled = useRef<Handled | null>(null);
  const title = documentTitle(t(`titles.${titleKey}`), t('site.name'));

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const last = handled.current;
    const current = { pathname: location.pathname, search: location.search, hash: location.hash, navigationType };
    const again = last !== null && last.pathname === current.pathname && last.search === current.search && last.hash === current.hash && last.navigationType === current.navigationType;
    if (!again) {
      const next: Handled = { ...current, following: false };
      handled.current = next;
      logger.debug(`Route ${location.pathname}${location.search}${location.hash}`);
      const samePage = last !== null && last.pathname === location.pathname;
      // A move to another fragment of the same page is no new page view.
      const fragmentOnly = samePage && last.search === location.search && last.hash !== location.hash;
      if (!fragmentOnly) trackPageView();
      // A page that rewrites its own query in place (the game page's next level, a list's filter)
      // keeps the player where they are, and their focus.
      if (samePage && navigationType === NavigationType.Replace && last.hash === location.hash) return;
      // Only a fragment that names an element: Telegram's launch data stands there on a mini app's first page.
      next.following = fragmentIdOf(location.hash) !== null;
      // The new page starts at its top, header included: focusing `main` must not scroll it past the
      // header (in Telegram's full screen that put the heading under Telegram's controls). The first
      // page keeps the browser's own scroll and focus, unless its address names a fragment.
      if (last && !(fragmentOnly && next.following)) {
        window.scrollTo(0, 0);
        document.getElementById('main')?.focus({ preventScroll: true });
      }
    }
    const now = handled.current;
    if (!now?.following) return undefined;
    // StrictMode's second run comes here again after the first run's cleanup stopped the wait.
    let stopped = false;
    let stop: (() => void) | undefined;
    void import('./follow-fragment.ts').then(({ followFragment }) => {
      if (stopped) return;
      stop = followFragment(now.hash, {
        onEnd: () => {
          now.following = false;
        },
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [location.pathname, location.search, location.hash, navigationType]);

  return <Suspense fallback={<TranslatedLoading />}>{children}</Suspense>;
}
