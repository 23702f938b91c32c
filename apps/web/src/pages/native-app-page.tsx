import { getDevice } from '@site/wallet-core';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loadPublicConfig } from '../account/public-config.ts';
import { usePublicConfig } from '../account/use-public-config.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import '../install/install.css';
import { storeLinksFor, type StoreLink } from '../install/store-links.ts';
import { useStore } from '../store/use-store.ts';
import { openTelegramExternalLink } from '../telegram/telegram-links.ts';
import { telegramState } from '../telegram/telegram-state.ts';

/** /native-app: the iOS and Android apps' store pages, as the game server's configuration gives them. */
export default function NativeAppPage(): ReactNode {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const insideTelegram = useStore(telegramState).status === 'ready';
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.nativeApp')}</h1>
      <p>{t('nativeApps.intro')}</p>
      {config.status === 'loading' ? (
        <LoadingIndicator label={t('common.loading')} />
      ) : config.fromServer ? (
        <StoreLinks nativeApps={config.config.nativeApps} />
      ) : (
        <div className="notice notice--error" role="alert">
          <p>{t('nativeApps.notLoaded')}</p>
          <button type="button" className="button" onClick={() => void loadPublicConfig()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {/* Installing the website is not offered inside the mini app (home-tabs-data.ts): the player is in Telegram already. */}
      {!insideTelegram && (
        <p>
          {t('nativeApps.webAppIntro')} <Link to="/app">{t('nativeApps.webAppLink')}</Link>
        </p>
      )}
    </article>
  );
}

function StoreLinks({ nativeApps }: { nativeApps: Parameters<typeof storeLinksFor>[0] }): ReactNode {
  const { t } = useTranslation();
  const insideTelegram = useStore(telegramState).status === 'ready';
  const [links] = useState(() => storeLinksFor(nativeApps, getDevice()));
  if (links.length === 0) return <p className="notice" role="status">{t('nativeApps.none')}</p>;

  // Telegram's web view cannot open a store itself: the link goes to the phone's browser or store app.
  const open = (link: StoreLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!insideTelegram) return;
    event.preventDefault();
    openTelegramExternalLink(link.url);
  };
  return (
    <>
      {insideTelegram && <p>{t('nativeApps.fromTelegram')}</p>}
      <ul className="actions store-links">
        {links.map((link) => (
          <li key={link.store}>
            <a className="button button--primary" href={link.url} target="_blank" rel="noopener noreferrer" onClick={open(link)}>
              {t(`nativeApps.${link.store}`)}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
