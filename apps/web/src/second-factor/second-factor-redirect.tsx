import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { accountStore } from '../account/account-state.ts';
import { useStore } from '../store/use-store.ts';

/** Whichever way the first factor was given, a sign-in waiting for its code continues on /second-factor. */
export function SecondFactorRedirect(): null {
  const { status } = useStore(accountStore);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'second-factor' && pathname !== '/second-factor' && pathname !== '/logout') void navigate('/second-factor');
  }, [status, pathname, navigate]);
  return null;
}
