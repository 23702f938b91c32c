import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { routeTable } from '../route-table.ts';
import { appConfig } from '../../config/app-config.ts';
import { logger } from '../../logging/logger.ts';
import { newsEntryExists } from '../../news/use-news.ts';
import { parseLinkId } from '../../protocol/parse-link-id.ts';
import { resolveLinkId } from './resolve-link-id.ts';

export type LinkNotice = 'invalid' | 'unknown';

function noticeOf(state: unknown): LinkNotice | null {
  const notice = (state as { linkNotice?: unknown } | null)?.linkNotice;
  return notice === 'invalid' || notice === 'unknown' ? notice : null;
}

/**
 * Handles `/?id=<value>` on the home page (where the `web+` protocol handler lands): a valid,
 * known id opens its page; an invalid or unknown one is removed from the address and reported
 * with a notice (kept in the history entry's state), never as an error.
 */
export function useLinkId(): { notice: LinkNotice | null; dismiss: () => void } {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = searchParams.get('id');

  useEffect(() => {
    if (raw === null) return;
    let cancelled = false;
    const ignore = (notice: LinkNotice): void => {
      const next = new URLSearchParams(window.location.search);
      next.delete('id');
      const search = next.toString();
      void navigate({ pathname: '/', search: search ? `?${search}` : '' }, { replace: true, state: { linkNotice: notice } });
    };

    const parsed = parseLinkId(raw, appConfig.protocolScheme);
    if (parsed.kind !== 'valid') {
      ignore('invalid');
      return;
    }
    resolveLinkId(parsed.id, {
      routes: routeTable,
      // The server answers for the one id asked about; the whole list is never read.
      loadNewsIds: async () => ((await newsEntryExists(parsed.id)) ? [parsed.id] : []),
    })
      .catch((error: unknown) => {
        logger.warn('A link id could not be resolved', error);
        return null;
      })
      .then((target) => {
        if (cancelled) return;
        if (target === null) ignore('unknown');
        else void navigate(target, { replace: true });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [raw, navigate]);

  return {
    notice: noticeOf(location.state),
    dismiss: () => {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    },
  };
}
