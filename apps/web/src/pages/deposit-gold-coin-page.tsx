import type { Account, PublicConfigView } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import { loadPublicConfig } from '../account/public-config.ts';
import { usePublicConfig } from '../account/use-public-config.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { DepositAmountForm } from '../deposit/deposit-amount-form.tsx';
import { DepositHistory } from '../deposit/deposit-history.tsx';
import { DepositProgress } from '../deposit/deposit-progress.tsx';
import { DepositRules } from '../deposit/deposit-rules.tsx';
import { DepositWallet } from '../deposit/deposit-wallet.tsx';
import { TelegramDeposit } from '../deposit/telegram-deposit.tsx';
import '../deposit/deposit.css';
import { useDepositFlow } from '../deposit/use-deposit-flow.ts';
import '../forms/forms.css';
import { LiveRegion } from '../sign-in/live-region.tsx';
import { useIsMiniApp } from '../telegram/mini-app.ts';

/** The deposit itself, for the signed-in account and the server's rules. */
function Deposit({ account, config }: { account: Account; config: PublicConfigView }): ReactNode {
  const { t } = useTranslation();
  const { flow, send, checkNow, reset } = useDepositFlow(account.id);
  const rules = config.deposits;
  const treasury = rules.treasuryAddress;
  if (!rules.enabled || treasury === null) return <p className="notice">{t('deposit.disabled')}</p>;

  const inProgress = flow.step === 'sent' || flow.step === 'confirming' || flow.step === 'credited' || flow.step === 'failed';
  return (
    <>
      <DepositRules rules={rules} />
      <section className="economy-panel" aria-labelledby="deposit-send">
        <h2 id="deposit-send">{t('deposit.sendHeading')}</h2>
        {inProgress ? (
          <DepositProgress flow={flow} onCheckNow={checkNow} onReset={reset} />
        ) : (
          <DepositWallet account={account} chainId={config.chainId}>
            {(wallet) => (
              <>
                <DepositAmountForm
                  rules={rules}
                  busy={flow.step === 'wallet'}
                  onSend={(valueWei) => {
                    send(wallet.provider, { from: wallet.address, to: treasury, valueWei });
                  }}
                />
                <LiveRegion tone="info">
                  {flow.step === 'wallet' && <p>{t('deposit.waitingForWallet')}</p>}
                  {flow.step === 'rejected' && <p>{t('deposit.rejected')}</p>}
                  {flow.step === 'walletBusy' && <p>{t('deposit.walletBusy')}</p>}
                </LiveRegion>
                <LiveRegion tone="error">{flow.step === 'walletFailed' && <p>{t('deposit.walletFailed')}</p>}</LiveRegion>
              </>
            )}
          </DepositWallet>
        )}
      </section>
      <DepositHistory />
    </>
  );
}

/**
 * /deposit-gold-coin: CORE sent from a wallet linked to the account to the treasury on Core,
 * credited as gold coins once the server has read it on the chain (docs/api/deposits.md). Inside a Telegram
 * mini app there is no CORE deposit (Telegram's rules): gold is bought there with Telegram Stars.
 */
export default function DepositGoldCoinPage(): ReactNode {
  const { t } = useTranslation();
  const miniApp = useIsMiniApp();
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.depositGoldCoin')}</h1>
      {miniApp ? <TelegramDeposit /> : <CoreDeposit />}
    </article>
  );
}

function CoreDeposit(): ReactNode {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <>
      <p>{t('deposit.intro')}</p>
      <SignedInGate invitation={t('deposit.signInFirst')}>
        {(account) =>
          config.status === 'loading' ? (
            <LoadingIndicator label={t('common.loading')} />
          ) : config.fromServer ? (
            <Deposit key={account.id} account={account} config={config.config} />
          ) : (
            <div className="notice notice--error" role="alert">
              <p>{t('deposit.rulesUnavailable')}</p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  void loadPublicConfig();
                }}
              >
                {t('common.retry')}
              </button>
            </div>
          )
        }
      </SignedInGate>
    </>
  );
}
