import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';

/**
 * Moderators and admins see the admin pages only once two-step sign-in is on (the server's admin
 * API refuses them too, `second_factor_required`); until then they are sent to turn it on.
 */
export function StaffSecondFactorGate({ children }: { children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const query = useApiQuery('secondFactorStatus', []);
  return (
    <QueryState query={query}>
      {({ totpEnabled }) =>
        totpEnabled ? (
          children
        ) : (
          <div className="notice">
            <p>{t('secondFactor.adminNeedsIt')}</p>
            <Link to="/setting#two-step" className="button button--primary">
              {t('secondFactor.turnOnInSettings')}
            </Link>
          </div>
        )
      }
    </QueryState>
  );
}
