import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { trackPageView } from '../analytics/analytics.ts';
import { TranslatedLoading } from '../components/translated-loading.tsx';
import { logger } from '../logging/logger.ts';
import { documentTitle } from '../components/document-title.ts';

/**
 * Wraps every route: sets the page's own document title, records a page view for every route
 * change, moves focus to the main region after in-app navigation (so keyboard and screen reader
 * users start at the new content) and shows `Loading...` while the page's code loads.
 */
export function RouteFrame({ titleKey, children }: { titleKey: string; children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The navigation last handled, null before the first. React's StrictMode runs a mount's effects
  // twice in development: a first-render flag let the second run count the page again and move
  // the focus on arrival.
  const handled = useRef<{ pathname: string; search: string; navigationType: NavigationType } | null>(null);
  const title = documentTitle(t(`titles.${titleKey}`), t('site.name'));

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const last = handled.current;
    if (last && last.pathname === location.pathname && last.search === location.search && last.navigationType === navigationType) return;
    handled.current = { pathname: location.pathname, search: location.search, navigationType };
    logger.debug(`Route ${location.pathname}${location.search}`);
    trackPageView();
    if (!last) return;
    const samePage = last.pathname === location.pathname;
    // A page that rewrites its own query in place (the game page's next level, a list's filter)
    // keeps the player where they are, and their focus.
    if (samePage && navigationType === NavigationType.Replace) return;
    // The new page starts at its top, header included: focusing `main` must not scroll it past the
    // header (in Telegram's full screen that put the heading under Telegram's controls).
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname, location.search, navigationType]);

  return <Suspense fallback={<TranslatedLoading />}>{children}</Suspense>;
}
