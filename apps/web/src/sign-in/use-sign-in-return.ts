import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSignInStep, rememberSignInStart, takeSignInReturn } from './return-after-sign-in.ts';

/**
 * Keeps the page a player leaves for a sign-in step (return-after-sign-in.ts). Mounted once, by
 * the site's layout; a sign-in page opened directly (a mailed link) keeps what was remembered.
 */
export function useRememberSignInStart(): void {
  const location = useLocation();
  const lastPage = useRef<string | null>(null);
  useEffect(() => {
    const here = `${location.pathname}${location.search}${location.hash}`;
    if (!isSignInStep(location.pathname)) {
      lastPage.current = here;
      return;
    }
    if (lastPage.current !== null) {
      rememberSignInStart(lastPage.current, Date.now());
      lastPage.current = null;
    }
  }, [location.pathname, location.search, location.hash]);
}

/** Goes where a player who has just signed in belongs: back where they started, else the profile. */
export function useGoAfterSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(takeSignInReturn(window.location.origin, Date.now()), { replace: true });
  }, [navigate]);
}
