import { usePrimaryAccount, usePrimaryWallet, useWalletState } from '@site/wallet-react/hooks';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BusyButton } from '../components/busy-button.tsx';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { appConfig } from '../config/app-config.ts';
import '../forms/forms.css';
import '../sign-in/sign-in.css';
import { WalletSignInStep } from '../sign-in/wallet-sign-in-step.tsx';
import { useStore } from '../store/use-store.ts';
import { useIsMiniApp } from '../telegram/mini-app.ts';
import { TonSignIn } from '../ton/ton-sign-in.tsx';
import { connectModal } from '../wallet/connect-modal.ts';
import { useWalletUiLoading } from '../wallet/wallet-ui-loading.ts';
import { initWalletConnection, readyConnector, walletSession } from '../wallet/wallet-session.ts';

/**
 * Connect, then sign in: hosts the wallet connect modal (it opens on arrival, unless a remembered
 * wallet reconnects, and can be opened again from here), then Sign-In with Ethereum with the
 * connected wallet (`?link=1` adds it to the signed-in account instead). Inside a Telegram mini
 * app: the TON wallet's sign-in (the only wallet Telegram allows there), and the other ways to sign in.
 */
export default function WalletLoginPage(): ReactNode {
  const { t } = useTranslation();
  const miniApp = useIsMiniApp();
  const [searchParams] = useSearchParams();
  if (miniApp) {
    // The title reads "Sign in with a TON wallet" there (its text variant, src/i18n/text-variant.ts).
    return (
      <article className="page" aria-labelledby="page-heading">
        <h1 id="page-heading">{t('titles.walletLogin')}</h1>
        <TonSignIn link={searchParams.get('link') === '1'} />
        <p>
          <Link to="/login" className="button">
            {t('miniApp.otherWays')}
          </Link>
        </p>
      </article>
    );
  }
  return <WalletSignIn />;
}

function WalletSignIn(): ReactNode {
  const { t } = useTranslation();
  const session = useStore(walletSession);
  const connector = readyConnector(session);
  const wallet = usePrimaryWallet({ connector });
  const address = usePrimaryAccount({ connector })?.address;
  const reconnecting = useWalletState((state) => state.autoconnect === 'running', { connector });
  const uiLoading = useWalletUiLoading();
  const arrivalHandled = useRef(false);

  useEffect(() => {
    void initWalletConnection(appConfig);
  }, []);

  // Once on arrival: the modal opens unless a wallet is connected, or is being reconnected (a
  // remembered wallet then goes straight to the sign-in step).
  useEffect(() => {
    if (arrivalHandled.current || !connector || reconnecting) return;
    arrivalHandled.current = true;
    if (!address) connectModal.open();
  }, [connector, reconnecting, address]);

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.walletLogin')}</h1>
      <p>{t('walletLogin.intro')}</p>
      {wallet && address ? (
        <>
          <p className="notice notice--success sign-in-connected" role="status">
            {t('walletLogin.connected', { address })} <Link to="/profile">{t('walletLogin.toProfile')}</Link>
          </p>
          <WalletSignInStep provider={wallet.provider} address={address} />
        </>
      ) : session.status === 'unavailable' ? (
        <p className="notice" role="status">
          {t('walletLogin.unavailable')}
        </p>
      ) : session.status === 'ready' ? (
        <BusyButton busy={reconnecting || uiLoading} className="button button--primary" onClick={connectModal.open}>
          {t('connect.button')}
        </BusyButton>
      ) : (
        <LoadingIndicator label={t('walletLogin.preparing')} />
      )}
      <p className="hint">{t('walletLogin.terms')} <Link to="/terms">{t('titles.terms')}</Link> · <Link to="/privacy">{t('titles.privacy')}</Link></p>
    </article>
  );
}
