import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appConfig } from '../config/app-config.ts';
import { InstallPanel } from '../install/install-panel.tsx';
import { useStore } from '../store/use-store.ts';
import { telegramState } from '../telegram/telegram-state.ts';

/** /app: install the site as an app, open it in Telegram, or get the native apps. */
export default function AppPage(): ReactNode {
  const { t } = useTranslation();
  const insideTelegram = useStore(telegramState).status === 'ready';
  const miniAppUrl = appConfig.telegramMiniAppUrl;
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.app')}</h1>
      <p>{t('appInstall.intro')}</p>
      <section aria-labelledby="app-install">
        <h2 id="app-install">{t('appInstall.installHeading')}</h2>
        <InstallPanel />
      </section>
      {miniAppUrl !== null && (
        <section aria-labelledby="app-telegram">
          <h2 id="app-telegram">{t('appInstall.telegramHeading')}</h2>
          {insideTelegram ? (
            <p>{t('appInstall.telegramHere')}</p>
          ) : (
            <>
              <p>{t('appInstall.telegramIntro')}</p>
              <p>
                <a className="button" href={miniAppUrl} target="_blank" rel="noopener noreferrer">
                  {t('appInstall.openInTelegram')}
                </a>
              </p>
            </>
          )}
        </section>
      )}
      <section aria-labelledby="app-native">
        <h2 id="app-native">{t('appInstall.nativeHeading')}</h2>
        <p>
          {t('appInstall.nativeIntro')} <Link to="/native-app">{t('appInstall.nativeLink')}</Link>
        </p>
      </section>
    </article>
  );
}
