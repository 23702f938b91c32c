import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { forgetAccount, setSignedOut } from '../account/account-store.ts';
import { rememberSignedOutByChoice } from '../account/signed-out-by-choice.ts';
import { api } from '../api/api.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { appConfig } from '../config/app-config.ts';
import { logger } from '../logging/logger.ts';
import { telegramSignInSettled } from '../sign-in/telegram-sign-in.ts';
import { isMiniApp } from '../telegram/mini-app.ts';
import { autoconnectSettled } from '../wallet/autoconnect-settled.ts';
import { initWalletConnection } from '../wallet/wallet-session.ts';

/** Ends the session on the server, disconnects every wallet (sticky: no autoconnect after a reload; none inside Telegram) and returns home. */
export default function LogoutPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);
  const { mutateAsync: logout } = useMutation({ mutationFn: () => api.call('logout') });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Nothing signs the player in again by itself from now on (inside Telegram, the automatic
    // sign-in from the launch's init data); a sign-in already on its way is let finish first, so
    // the session it opens is the one ended here.
    rememberSignedOutByChoice();
    const endSession = telegramSignInSettled().then(() => logout()).then(
      () => true,
      (error: unknown) => {
        logger.warn('Ending the session on the server failed', error);
        return false;
      },
    );
    // Inside Telegram no EVM wallet can have been connected: the wallet stack is not even loaded.
    const disconnectWallets = (async () => {
      if (isMiniApp()) return;
      try {
        const connector = await initWalletConnection(appConfig);
        if (connector) {
          // A remembered wallet may be reconnecting right now: disconnect it too once it is back.
          await autoconnectSettled(connector);
          for (const wallet of connector.getState().wallets) await connector.disconnect({ label: wallet.label });
        }
      } catch (error) {
        logger.warn('Signing out of a wallet failed', error);
      }
    })();
    void Promise.all([endSession, disconnectWallets]).then(async ([ended]) => {
      // When the server could not be told, the next page asks it again who is signed in.
      if (ended) setSignedOut();
      else forgetAccount();
      await navigate('/', { replace: true });
    });
  }, [navigate, logout]);

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.logout')}</h1>
      <LoadingIndicator label={t('logout.signingOut')} />
    </article>
  );
}
