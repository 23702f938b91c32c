import type { SessionInfo } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { apiErrorText } from '../../api/api-error-text.ts';
import { formatInstant } from '../../account/format-instant.ts';
import { timeSince } from '../../account/time-since.ts';
import { apiQuery, invalidateApiQueries, useApiQuery } from '../../api/api-query.ts';
import { api } from '../../api/api.ts';
import { queryClient } from '../../api/query-client.ts';
import { QueryState } from '../../components/query-state.tsx';

type Outcome = { kind: 'revoked' } | { kind: 'revokedOthers'; count: number } | { kind: 'failed'; error: unknown } | null;
/** What `busyId` holds while "Sign out all other sessions" is under way. */
const OTHERS = 'others';
/** The server writes "last active" at most this often (docs/api/sessions.md): within it, a session is active now. */
const LAST_ACTIVE_PRECISION_MS = 5 * 60_000;

/**
 * Where the account is signed in: browser and system (read by the server from each session's
 * User-Agent, so no parser ships to the browser), the network it signed in from, when it started
 * and how long ago it was last active (by the page's clock, read once when the section shows),
 * "this browser", a "Sign out" that names its session, and one for all the others at once.
 */
export function SessionsSection(): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useApiQuery('listSessions', []);
  const [now] = useState(() => Date.now());
  const [outcome, setOutcome] = useState<Outcome>(null);

  // Arriving from the profile's "See and end them" link: the sessions are further down the page.
  const { hash } = useLocation();
  const loaded = !query.isPending;
  useEffect(() => {
    if (loaded && hash === '#settings-sessions') document.getElementById('settings-sessions')?.scrollIntoView();
  }, [loaded, hash]);

  useEffect(() => {
    if (outcome !== null) document.getElementById('sessions-outcome')?.focus();
  }, [outcome]);

  const ended = (keep: (session: SessionInfo) => boolean, result: Outcome): void => {
    queryClient.setQueryData(apiQuery('listSessions').queryKey, (previous) => previous && { sessions: previous.sessions.filter(keep) });
    setOutcome(result);
  };
  const failed = (error: unknown): void => {
    setOutcome({ kind: 'failed', error });
    void invalidateApiQueries('listSessions');
  };

  const revoke = useMutation({
    mutationFn: (session: SessionInfo) => api.call('revokeSession', { params: { id: session.id } }),
    onSuccess: (_answer, session) => {
      ended((entry) => entry.id !== session.id, { kind: 'revoked' });
    },
    onError: failed,
  });
  const revokeOthers = useMutation({
    mutationFn: () => api.call('revokeOtherSessions'),
    onSuccess: ({ ended: count }) => {
      ended((entry) => entry.current, { kind: 'revokedOthers', count });
    },
    onError: failed,
  });
  const busyId = revoke.isPending ? revoke.variables.id : revokeOthers.isPending ? OTHERS : null;

  const lastActiveText = (lastSeenAt: string): string => {
    const since = timeSince(lastSeenAt, now, language, LAST_ACTIVE_PRECISION_MS);
    return since.kind === 'now' ? t('settings.activeNow') : t('settings.lastActive', { ago: since.text });
  };

  const list = ({ sessions }: { sessions: SessionInfo[] }): ReactNode => (
      <>
        <ul className="row-list" aria-labelledby="settings-sessions">
          {sessions.map((session) => {
            const browser = session.browser ?? t('settings.unknownBrowser');
            const device = session.system === null ? browser : t('settings.browserOn', { browser, system: session.system });
            const created = formatInstant(session.createdAt, language, { withTime: true });
            return (
              <li key={session.id} className="row-list__item">
                <span className="row-list__main">
                  <strong title={session.userAgent}>
                    {device}
                    {session.current && <span className="badge session-badge">{t('settings.thisDevice')}</span>}
                  </strong>
                  <span className="hint">
                    {session.network === '' ? t('settings.networkUnknown') : t('settings.network', { network: session.network })}
                  </span>
                  <span className="hint">{t('settings.sessionTimes', { created, lastActive: lastActiveText(session.lastSeenAt) })}</span>
                </span>
                {session.current ? (
                  <Link to="/logout" className="button button--small" aria-label={t('settings.signOutThisDevice', { device })}>
                    {t('settings.signOut')}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={t('settings.signOutSession', { device, created })}
                    aria-disabled={busyId === session.id ? true : undefined}
                    onClick={() => {
                      if (busyId === null) revoke.mutate(session);
                    }}
                  >
                    {t('settings.signOut')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {sessions.some((session) => !session.current) && (
          <p>
            <button
              type="button"
              className="button button--small"
              aria-disabled={busyId === OTHERS ? true : undefined}
              onClick={() => {
                if (busyId === null) revokeOthers.mutate();
              }}
            >
              {t('settings.signOutOthers')}
            </button>
          </p>
        )}
      </>
  );

  return (
    <section aria-labelledby="settings-sessions">
      <h2 id="settings-sessions">{t('settings.sessions')}</h2>
      <p className="hint">{t('settings.sessionsIntro')}</p>
      <div
        id="sessions-outcome"
        tabIndex={-1}
        role={outcome?.kind === 'failed' ? 'alert' : 'status'}
        className={outcome === null ? undefined : outcome.kind === 'failed' ? 'notice notice--error' : 'notice notice--success'}
      >
        {outcome?.kind === 'revoked' && <p>{t('settings.sessionRevoked')}</p>}
        {outcome?.kind === 'revokedOthers' && <p>{t('settings.otherSessionsRevoked', { count: outcome.count })}</p>}
        {outcome?.kind === 'failed' && <p>{apiErrorText(t, outcome.error)}</p>}
      </div>
      <QueryState query={query}>{list}</QueryState>
    </section>
  );
}
