import type { Account } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import '../forms/forms.css';
import { refreshAccount } from './account-store.ts';
import { useAccount } from './use-account.ts';
import { LoadError } from '../components/load-error.tsx';

/**
 * Shows its content for the signed-in account; a signed-out visitor gets an invitation to sign
 * in (not an error), and a server that cannot be reached a way to try again.
 */
export function SignedInGate({ invitation, children }: { invitation: string; children: (account: Account) => ReactNode }): ReactNode {
  const { t } = useTranslation();
  const state = useAccount();
  if (state.status === 'signed-in') return children(state.account);
  if (state.status === 'signed-out') {
    return (
      <div className="notice">
        <p>{invitation}</p>
        <Link to="/login" className="button button--primary">
          {t('nav.login')}
        </Link>
      </div>
    );
  }
  if (state.status === 'second-factor') {
    return (
      <div className="notice">
        <p>{t('secondFactor.pendingNotice')}</p>
        <Link to="/second-factor" className="button button--primary">
          {t('titles.secondFactor')}
        </Link>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <LoadError
        error={state.error}
        retry={() => {
          void refreshAccount();
        }}
      />
    );
  }
  return <LoadingIndicator label={t('common.loading')} />;
}
