import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { E2eRenderFailure } from '../startup/e2e-render-failure.tsx';
import { routePages } from './route-pages.ts';
import { RouteFrame } from './route-frame.tsx';
import { TelegramSignInFailedNotice } from '../sign-in/telegram-sign-in-failed-notice.tsx';
import { UnknownPathNotice, type UnknownPathState } from './unknown-path-notice.tsx';
import { useLinkIdRedirect } from './use-link-id-redirect.ts';

/** The route table as routes; any unknown path redirects to `/`, which then says the address was wrong; `/?id=` links lead to their page. */
export function AppRoutes(): ReactNode {
  useLinkIdRedirect(useLocation().pathname);
  return (
    <>
      <UnknownPathNotice />
      <TelegramSignInFailedNotice />
      <Routes>
        {routePages.map(({ path, titleKey, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteFrame titleKey={titleKey}>
                <E2eRenderFailure />
                <Page />
              </RouteFrame>
            }
          />
        ))}
        <Route path="*" element={<ToHome />} />
      </Routes>
    </>
  );
}

function ToHome(): ReactNode {
  const { pathname, search } = useLocation();
  const state: UnknownPathState = { unknownPath: `${pathname}${search}` };
  return <Navigate to="/" replace state={state} />;
}
