import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { appConfig } from '../config/app-config.ts';
import { logger } from '../logging/logger.ts';
import { initWalletConnection } from '../wallet/wallet-session.ts';

/** Disconnects every wallet (sticky: no autoconnect after a reload) and returns home. */
export default function LogoutPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const connector = await initWalletConnection(appConfig);
        if (connector) {
          for (const wallet of connector.getState().wallets) await connector.disconnect({ label: wallet.label });
        }
      } catch (error) {
        logger.warn('Signing out of a wallet failed', error);
      }
      await navigate('/', { replace: true });
    })();
  }, [navigate]);

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.logout')}</h1>
      <LoadingIndicator label={t('logout.signingOut')} />
    </article>
  );
}
