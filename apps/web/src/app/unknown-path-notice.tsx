import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/** The history state of the redirect from an unknown path (unknown paths go to `/`). */
export interface UnknownPathState {
  unknownPath: string;
}

function unknownPathOf(state: unknown): string | null {
  const path = (state as Partial<UnknownPathState> | null)?.unknownPath;
  return typeof path === 'string' && path !== '' ? path : null;
}

/**
 * Says, on the home page the redirect led to, that the address asked for does not exist: an alert
 * (announced as it appears), until dismissed; the focus then goes to the page.
 */
export function UnknownPathNotice(): ReactNode {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const path = unknownPathOf(location.state);
  if (path === null || location.pathname !== '/') return null;
  return (
    <div role="alert" className="notice unknown-path-notice">
      <p>{t('unknownPage.notice', { path })}</p>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
          document.getElementById('main')?.focus();
        }}
      >
        {t('unknownPage.dismiss')}
      </button>
    </div>
  );
}
