import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { E2eRenderFailure } from '../startup/e2e-render-failure.tsx';
import { routePages } from './route-pages.ts';
import { RouteFrame } from './route-frame.tsx';

/** The route table as routes; any unknown path redirects to `/`. */
export function AppRoutes(): ReactNode {
  return (
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
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
