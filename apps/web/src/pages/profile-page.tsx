import { selectDisconnectPending } from '@site/wallet-core';
import { useChain, usePrimaryAccount, usePrimaryWallet, useWalletState } from '@site/wallet-react/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import { useAccount } from '../account/use-account.ts';
import { ConnectButton } from '../wallet/connect-button.tsx';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { appConfig } from '../config/app-config.ts';
import { coreChainId } from '../wallet/chain-ids.ts';
import { formatTokenAmount } from '../wallet/format-token-amount.ts';
import { useSwitchAccount } from '../wallet/use-switch-account.ts';
import { WalletAccountButtons } from '../wallet/wallet-account-buttons.tsx';
import { useStore } from '../store/use-store.ts';
import { LinkedWalletAddresses } from '../telegram/linked-wallet-addresses.tsx';
import { useIsMiniApp } from '../telegram/mini-app.ts';
import { initWalletConnection, readyConnector, walletSession } from '../wallet/wallet-session.ts';
import '../deposit/deposit.css';
import { AccountSummary } from './profile/account-summary.tsx';
import { EconomySections } from './profile/economy-sections.tsx';
import { NextPlay } from './profile/next-play.tsx';
import { DailyPanel } from '../daily/daily-panel.tsx';
import { MyAchievementsSection } from '../achievements/achievement-list.tsx';
import { MyRunsSection } from '../play/my-runs-section.tsx';
import { MyRanksSection } from '../leaderboards/my-ranks-section.tsx';
import { MyLeagueSection } from '../leagues/my-league-section.tsx';
import { VerifyBalancesSection } from '../proofs/verify-balances-section.tsx';

/**
 * The signed-in account (with its balances, stamina and history of transfers), then the connected
 * wallet: address, balance, network, and ways to switch account or disconnect. Inside a Telegram
 * mini app, the linked wallets' addresses only.
 */
export default function ProfilePage(): ReactNode {
  const { t, i18n } = useTranslation();
  const signedIn = useAccount();
  const session = useStore(walletSession);
  const connector = readyConnector(session);
  const wallet = usePrimaryWallet({ connector });
  const account = usePrimaryAccount({ connector });
  const { chain } = useChain({ connector });
  const autoconnect = useWalletState((state) => state.autoconnect, { connector });
  const disconnecting = useWalletState(selectDisconnectPending, { connector }) === true;
  const switching = useSwitchAccount();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const miniApp = useIsMiniApp();

  useEffect(() => {
    if (!miniApp) void initWalletConnection(appConfig);
  }, [miniApp]);

  let content: ReactNode;
  if (miniApp) {
    content = <LinkedWalletAddresses account={signedIn.status === 'signed-in' ? signedIn.account : null} />;
  } else if (session.status === 'unavailable') {
    content = <p className="notice">{t('walletLogin.unavailable')}</p>;
  } else if (autoconnect === undefined || autoconnect === 'running') {
    content = <LoadingIndicator label={t('common.loading')} />;
  } else if (!wallet || !account) {
    content = (
      <>
        <p>{t('profile.notConnected')}</p>
        <ConnectButton className="button" />
      </>
    );
  } else {
    content = (
      <>
        <dl className="details">
          <dt>{t('profile.wallet')}</dt>
          <dd>{wallet.label}</dd>
          <dt>{t('profile.address')}</dt>
          <dd className="mono">{account.address}</dd>
          <dt>{t('profile.balance')}</dt>
          <dd>{account.balance ? `${formatTokenAmount(account.balance.formatted, language)} ${account.balance.symbol}` : t('profile.balanceUnknown')}</dd>
          <dt>{t('profile.network')}</dt>
          <dd>{chain?.label ?? t('profile.unsupportedNetwork', { chainId: wallet.chainId })}</dd>
        </dl>
        <div className="actions">
          {wallet.chainId !== coreChainId && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                void connector?.setChain({ chainId: coreChainId });
              }}
            >
              {t('profile.switchNetwork')}
            </button>
          )}
          <WalletAccountButtons wallet={wallet} connector={connector} switching={switching} className="button" disconnectDisabled={disconnecting} />
        </div>
        <p role="status" className="hint">
          {switching.failedWallet === wallet.label ? t('profile.switchAccountFailed', { wallet: wallet.label }) : ''}
        </p>
      </>
    );
  }

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.profile')}</h1>
      {signedIn.status === 'signed-in' && <NextPlay />}
      {signedIn.status === 'signed-in' && <DailyPanel />}
      {signedIn.status === 'signed-in' && <MyAchievementsSection />}
      <section aria-labelledby="profile-account">
        <h2 id="profile-account">{t('account.heading')}</h2>
        <SignedInGate invitation={t('account.signInToSee')}>{(account) => <AccountSummary account={account} />}</SignedInGate>
      </section>
      {signedIn.status === 'signed-in' && <EconomySections />}
      {signedIn.status === 'signed-in' && <MyLeagueSection accountId={signedIn.account.id} />}
      {signedIn.status === 'signed-in' && <MyRanksSection accountId={signedIn.account.id} />}
      {signedIn.status === 'signed-in' && <MyRunsSection />}
      {signedIn.status === 'signed-in' && <VerifyBalancesSection />}
      <section aria-labelledby="profile-wallet">
        <h2 id="profile-wallet">{miniApp ? t('miniApp.linkedWallets') : t('profile.walletHeading')}</h2>
        {content}
      </section>
    </article>
  );
}
