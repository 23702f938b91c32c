import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/api-error-text.ts';
import { usePublicConfig } from '../../account/use-public-config.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { useEconomySummary } from '../../economy/economy-summary.ts';
import { BalancesSection } from './balances-section.tsx';
import { StaminaSection } from './stamina-section.tsx';
import { TransferHistory } from './transfer-history.tsx';

/** The signed-in account's balances, stamina and history of transfers, each in its own section. */
export function EconomySections(): ReactNode {
  const { t } = useTranslation();
  const summary = useEconomySummary();
  const config = usePublicConfig();
  const runCost = config.status === 'ready' ? config.config.stamina.runCost : 0;

  let balances: ReactNode;
  let stamina: ReactNode;
  if (summary.isSuccess) {
    balances = <BalancesSection summary={summary.data} />;
    stamina = <StaminaSection stamina={summary.data.staminaRecovery.stamina} runCost={runCost} />;
  } else if (summary.isError && !summary.isFetching) {
    const retry = (
      <button
        type="button"
        className="button"
        onClick={() => {
          void summary.refetch();
        }}
      >
        {t('common.retry')}
      </button>
    );
    balances = (
      <div className="notice notice--error" role="alert">
        <p>
          {t('profile.balancesFailed')} {apiErrorText(t, summary.error)}
        </p>
        {retry}
      </div>
    );
    stamina = <p className="notice">{t('profile.staminaFailed')}</p>;
  } else {
    balances = <LoadingIndicator label={t('common.loading')} />;
    stamina = null;
  }

  return (
    <>
      <section className="economy-section" aria-labelledby="profile-balances">
        <h2 id="profile-balances">{t('profile.balancesHeading')}</h2>
        {balances}
      </section>
      <section className="economy-section" aria-labelledby="profile-stamina">
        <h2 id="profile-stamina">{t('profile.staminaHeading')}</h2>
        {stamina}
      </section>
      <section className="economy-section" aria-labelledby="profile-history">
        <h2 id="profile-history">{t('profile.historyHeading')}</h2>
        <TransferHistory />
      </section>
    </>
  );
}
