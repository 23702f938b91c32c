import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { appConfig } from '../config/app-config.ts';
import { logger } from '../logging/logger.ts';
import { routeTable } from '../pages/route-table.ts';
import type { LinkNotice } from '../pages/home/use-link-notice.ts';
import { parseLinkId } from '../protocol/parse-link-id.ts';
import { resolveLinkId } from './resolve-link-id.ts';

/**
 * Handles `/?id=<value>` (where the `web+` protocol handler lands): a valid, known id opens its
 * page; an invalid or unknown one is removed from the address and reported on the home page with a
 * notice (kept in the history entry's state, read by `useLinkNotice`), never as an error.
 */
export function useLinkIdRedirect(pathname: string): void {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = pathname === '/' ? searchParams.get('id') : null;

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
      // The server answers for the one id asked about; the whole list is never read. Its client
      // comes with the news code, loaded only for a link.
      loadNewsIds: async () => ((await (await import('../news/use-news.ts')).newsEntryExists(parsed.id)) ? [parsed.id] : []),
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
}
