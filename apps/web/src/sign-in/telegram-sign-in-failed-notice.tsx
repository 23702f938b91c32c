import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '../store/use-store.ts';
import { telegramSignInState } from './telegram-sign-in-state.ts';

// What it says, and its retry, load only when a sign-in failed: only the mini app gets there, and
// its code (the server's error texts, the sign-in) stays off every page's first render.
const TelegramSignInFailure = lazy(() => import('./telegram-sign-in-failure.tsx'));

/**
 * Inside the mini app, on every page but /telegram-login (which says it itself): the automatic
 * sign-in with Telegram did not work, and why (a launch too old or not Telegram's), with the way to
 * try again here. Without it a refused launch looked like being a visitor, with no reason given.
 */
export function TelegramSignInFailedNotice(): ReactNode {
  const { pathname } = useLocation();
  const signIn = useStore(telegramSignInState);
  if (signIn.status !== 'failed' || pathname === '/telegram-login') return null;
  return (
    <Suspense fallback={null}>
      <TelegramSignInFailure error={signIn.error} />
    </Suspense>
  );
}
