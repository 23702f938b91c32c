import type { SessionInfo } from '@site/api-contract';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { apiErrorText } from '../../api/api-error-text.ts';
import { formatInstant } from '../../account/format-instant.ts';
import { api } from '../../api/api.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { LoadError } from '../../components/load-error.tsx';

type SessionsState = { status: 'loading' } | { status: 'ready'; sessions: SessionInfo[] } | { status: 'failed'; error: unknown };
type Outcome = { kind: 'revoked' } | { kind: 'revokedOthers'; count: number } | { kind: 'failed'; error: unknown } | null;
/** What `busyId` holds while "Sign out all other sessions" is under way. */
const OTHERS = 'others';

/**
 * Where the account is signed in: browser and system (read by the server from each session's
 * User-Agent, so no parser ships to the browser), when it started and was last used, "this
 * device", a "Sign out" that names its session, and one for all the others at once.
 */
export function SessionsSection(): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [state, setState] = useState<SessionsState>({ status: 'loading' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const load = useCallback(() => {
    api.call('listSessions').then(
      ({ sessions }) => {
        setState({ status: 'ready', sessions });
      },
      (error: unknown) => {
        setState({ status: 'failed', error });
      },
    );
  }, []);

  useEffect(load, [load]);

  // Arriving from the profile's "See and end them" link: the sessions are further down the page.
  const { hash } = useLocation();
  const loaded = state.status !== 'loading';
  useEffect(() => {
    if (loaded && hash === '#settings-sessions') document.getElementById('settings-sessions')?.scrollIntoView();
  }, [loaded, hash]);

  useEffect(() => {
    if (outcome !== null) document.getElementById('sessions-outcome')?.focus();
  }, [outcome]);

  const ended = (keep: (session: SessionInfo) => boolean, result: Outcome): void => {
    setState((previous) => (previous.status === 'ready' ? { status: 'ready', sessions: previous.sessions.filter(keep) } : previous));
    setOutcome(result);
    setBusyId(null);
  };
  const failed = (error: unknown): void => {
    setOutcome({ kind: 'failed', error });
    setBusyId(null);
    load();
  };

  const revoke = (session: SessionInfo): void => {
    setBusyId(session.id);
    api.call('revokeSession', { params: { id: session.id } }).then(() => {
      ended((entry) => entry.id !== session.id, { kind: 'revoked' });
    }, failed);
  };

  const revokeOthers = (): void => {
    setBusyId(OTHERS);
    api.call('revokeOtherSessions').then(({ ended: count }) => {
      ended((entry) => entry.current, { kind: 'revokedOthers', count });
    }, failed);
  };

  let content: ReactNode;
  if (state.status === 'loading') content = <LoadingIndicator label={t('common.loading')} />;
  else if (state.status === 'failed') {
    content = <LoadError error={state.error} retry={load} />;
  } else {
    content = (
      <>
        <ul className="row-list" aria-labelledby="settings-sessions">
          {state.sessions.map((session) => {
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
                    {t('settings.sessionTimes', {
                      created,
                      lastSeen: formatInstant(session.lastSeenAt, language, { withTime: true }),
                    })}
                  </span>
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
                      if (busyId === null) revoke(session);
                    }}
                  >
                    {t('settings.signOut')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {state.sessions.some((session) => !session.current) && (
          <p>
            <button
              type="button"
              className="button button--small"
              aria-disabled={busyId === OTHERS ? true : undefined}
              onClick={() => {
                if (busyId === null) revokeOthers();
              }}
            >
              {t('settings.signOutOthers')}
            </button>
          </p>
        )}
      </>
    );
  }

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
      {content}
    </section>
  );
}
