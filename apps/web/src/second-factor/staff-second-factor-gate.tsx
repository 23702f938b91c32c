import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../api/api.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { LoadError } from '../components/load-error.tsx';

type GateState = { status: 'loading' } | { status: 'open' } | { status: 'closed' } | { status: 'failed'; error: unknown };

/**
 * Moderators and admins see the admin pages only once two-step sign-in is on (the server's admin
 * API refuses them too, `second_factor_required`); until then they are sent to turn it on.
 */
export function StaffSecondFactorGate({ children }: { children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const [state, setState] = useState<GateState>({ status: 'loading' });
  const load = useCallback(() => {
    api.call('secondFactorStatus').then(
      ({ totpEnabled }) => { setState({ status: totpEnabled ? 'open' : 'closed' }); },
      (error: unknown) => { setState({ status: 'failed', error }); },
    );
  }, []);
  useEffect(load, [load]);

  if (state.status === 'open') return children;
  if (state.status === 'loading') return <LoadingIndicator label={t('common.loading')} />;
  if (state.status === 'failed') return <LoadError error={state.error} retry={load} />;
  return (
    <div className="notice">
      <p>{t('secondFactor.adminNeedsIt')}</p>
      <Link to="/setting#two-step" className="button button--primary">
        {t('secondFactor.turnOnInSettings')}
      </Link>
    </div>
  );
}
