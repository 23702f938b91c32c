import type { Deposit } from '@site/api-contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { api } from '../api/api.ts';
import { formatTokenAmount } from '../wallet/format-token-amount.ts';
import { weiToCore } from './core-amount.ts';

type Loaded = { status: 'loading' } | { status: 'ready'; deposits: Deposit[] } | { status: 'failed' };

function DepositState({ deposit }: { deposit: Deposit }): ReactNode {
  const { t } = useTranslation();
  if (deposit.state === 'credited') return t('deposit.states.credited');
  if (deposit.state === 'confirming') return t('deposit.states.confirming', { confirmations: Math.min(deposit.confirmations, deposit.requiredConfirmations), count: deposit.requiredConfirmations });
  const why = deposit.refusal ? t(`errors.api.${deposit.refusal}`, { defaultValue: '' }) : '';
  return why === '' ? t('deposit.states.refused') : `${t('deposit.states.refused')}: ${why}`;
}

/** The account's deposits, newest first (`GET /api/deposits`), loaded again whenever `version` changes. */
export function DepositHistory({ version }: { version: number }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api.call('listDeposits').then(
      ({ deposits }) => {
        if (current) setLoaded({ status: 'ready', deposits });
      },
      () => {
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [version, attempt]);

  let content: ReactNode;
  if (loaded.status === 'loading') content = <p>{t('common.loading')}</p>;
  else if (loaded.status === 'failed') {
    content = (
      <div className="notice notice--error">
        <p>{t('deposit.historyFailed')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setAttempt((count) => count + 1);
          }}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (loaded.deposits.length === 0) content = <p>{t('deposit.historyEmpty')}</p>;
  else {
    content = (
      <ul className="economy-list" aria-labelledby="deposit-history">
        {loaded.deposits.map((deposit) => (
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
  }

  return (
    <section className="economy-section" aria-labelledby="deposit-history">
      <h2 id="deposit-history">{t('deposit.historyHeading')}</h2>
      {content}
    </section>
  );
}
