import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/api-error-text.ts';
import { ApiError } from '@site/api-contract/client';
import { appConfig } from '../config/app-config.ts';
import { Announcement } from '../sign-in/announcement.tsx';
import { formatTokenAmount } from '../wallet/format-token-amount.ts';
import type { DepositFlow } from './use-deposit-flow.ts';

type SentFlow = Extract<DepositFlow, { txHash: string }>;

/** The hash, with the way to see it on the chain's explorer. */
function TransactionLink({ txHash }: { txHash: string }): ReactNode {
  const { t } = useTranslation();
  const explorer = appConfig.chain.blockExplorerUrl.replace(/\/+$/, '');
  return (
    <p className="long-value">
      {t('deposit.transaction')} <span className="mono">{txHash}</span>{' '}
      <a href={`${explorer}/tx/${txHash}`} target="_blank" rel="noopener noreferrer">
        {t('deposit.viewOnExplorer')}
      </a>
    </p>
  );
}

/**
 * Where the deposit sent from this page is: sent, confirming (with the blocks so far), credited
 * (with the new balance) or failed (with why). Each step is announced and takes focus, so the
 * outcome is where keyboard and screen-reader users are.
 */
export function DepositProgress({ flow, onCheckNow, onReset }: { flow: SentFlow; onCheckNow: () => void; onReset: () => void }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const amount = (value: string): string => formatTokenAmount(value, language);

  if (flow.step === 'credited') {
    return (
      <Announcement tone="success" focusKey="credited">
        <div className="notice--stack">
          <p>{t('deposit.credited', { gold: amount(flow.deposit.goldCoins) })}</p>
          <p>{flow.goldBalance === null ? t('deposit.balanceUnknown') : t('deposit.balance', { balance: amount(flow.goldBalance) })}</p>
          <TransactionLink txHash={flow.txHash} />
          <button type="button" className="button" onClick={onReset}>
            {t('deposit.depositAgain')}
          </button>
        </div>
      </Announcement>
    );
  }
  if (flow.step === 'failed') {
    return (
      <Announcement tone="error" focusKey="failed">
        <div className="notice--stack">
          <p>{t('deposit.failed')}</p>
          <p>{flow.error instanceof ApiError ? apiErrorText(t, flow.error) : t('errors.api.internal')}</p>
          <TransactionLink txHash={flow.txHash} />
          <button type="button" className="button" onClick={onReset}>
            {t('deposit.tryAgain')}
          </button>
        </div>
      </Announcement>
    );
  }

  const deposit = flow.step === 'confirming' ? flow.deposit : null;
  const retrying = flow.step === 'confirming' ? flow.retrying : null;
  return (
    <Announcement tone="info" focusKey={deposit ? 'confirming' : 'sent'}>
      <div className="notice--stack">
        {deposit ? (
          <>
            <p id="deposit-confirmations">
              {t('deposit.confirming', { confirmations: Math.min(deposit.confirmations, deposit.requiredConfirmations), count: deposit.requiredConfirmations })}
            </p>
            <progress className="deposit-progress" aria-labelledby="deposit-confirmations" max={deposit.requiredConfirmations} value={Math.min(deposit.confirmations, deposit.requiredConfirmations)} />
            <p>{t('deposit.confirmingGold', { gold: amount(deposit.goldCoins) })}</p>
          </>
        ) : (
          <p>{t('deposit.sent')}</p>
        )}
        {retrying ? <p>{t('deposit.retrying', { reason: apiErrorText(t, retrying) })}</p> : null}
        <TransactionLink txHash={flow.txHash} />
        <button type="button" className="button" onClick={onCheckNow}>
          {t('deposit.checkNow')}
        </button>
      </div>
    </Announcement>
  );
}
