import type { Deposit } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { useApiQuery } from '../api/api-query.ts';
import { QueryState } from '../components/query-state.tsx';
import { formatTokenAmount } from '../wallet/format-token-amount.ts';
import { weiToCore } from './core-amount.ts';

function DepositState({ deposit }: { deposit: Deposit }): ReactNode {
  const { t } = useTranslation();
  if (deposit.state === 'credited') return t('deposit.states.credited');
  if (deposit.state === 'confirming') return t('deposit.states.confirming', { confirmations: Math.min(deposit.confirmations, deposit.requiredConfirmations), count: deposit.requiredConfirmations });
  const why = deposit.refusal ? t(`errors.api.${deposit.refusal}`, { defaultValue: '' }) : '';
  return why === '' ? t('deposit.states.refused') : `${t('deposit.states.refused')}: ${why}`;
}

/** The account's deposits, newest first (`GET /api/deposits`); the deposit flow invalidates them as a deposit moves on. */
export function DepositHistory(): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useApiQuery('listDeposits', []);

  const failed = (): ReactNode => (
    <div className="notice notice--error">
      <p>{t('deposit.historyFailed')}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          void query.refetch();
        }}
      >
        {t('common.retry')}
      </button>
    </div>
  );
  const list = ({ deposits }: { deposits: Deposit[] }): ReactNode =>
    deposits.length === 0 ? (
      <p>{t('deposit.historyEmpty')}</p>
    ) : (
      <ul className="economy-list" aria-labelledby="deposit-history">
        {deposits.map((deposit) => (
          <li key={deposit.txHash} className="economy-list__item">
            <span className="economy-list__main">
              <span>
                {t('deposit.coreAmount', { amount: formatTokenAmount(weiToCore(BigInt(deposit.valueWei)), language) })} · <DepositState deposit={deposit} />
              </span>
              <span className="economy-list__meta">
                <time dateTime={deposit.createdAt}>{formatInstant(deposit.createdAt, language, { withTime: true })}</time> ·{' '}
                <span className="mono long-value" title={deposit.txHash}>
                  {`${deposit.txHash.slice(0, 10)}…${deposit.txHash.slice(-8)}`}
                </span>
              </span>
            </span>
            <span className="economy-list__amount">{t('deposit.goldAmount', { gold: formatTokenAmount(deposit.goldCoins, language) })}</span>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="economy-section" aria-labelledby="deposit-history">
      <h2 id="deposit-history">{t('deposit.historyHeading')}</h2>
      <QueryState query={query} failed={failed}>
        {list}
      </QueryState>
    </section>
  );
}
