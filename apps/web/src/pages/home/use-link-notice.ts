import { useLocation, useNavigate } from 'react-router-dom';

export type LinkNotice = 'invalid' | 'unknown';

function noticeOf(state: unknown): LinkNotice | null {
  const notice = (state as { linkNotice?: unknown } | null)?.linkNotice;
  return notice === 'invalid' || notice === 'unknown' ? notice : null;
}

/** The notice of a `/?id=` link that led nowhere (app/use-link-id-redirect.ts), and how to dismiss it. */
export function useLinkNotice(): { notice: LinkNotice | null; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  return {
    notice: noticeOf(location.state),
    dismiss: () => {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    },
  };
}
