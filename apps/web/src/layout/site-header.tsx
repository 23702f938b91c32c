import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { AccountMenu } from './account-menu.tsx';
import { ConnectButton } from '../wallet/connect-button.tsx';

/** Brand, the main links, the wallet (secondary: the game comes first) and the account's place. */
export function SiteHeader(): ReactNode {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Link to="/" className="site-header__brand">
        <img src="/icons/app-icon.svg" alt="" width="28" height="28" />
        <span>{t('site.name')}</span>
      </Link>
      <nav className="site-header__nav" aria-label={t('nav.main')}>
        <NavLink to="/news">{t('nav.news')}</NavLink>
        <NavLink to="/profile">{t('nav.profile')}</NavLink>
        <NavLink to="/setting">{t('nav.settings')}</NavLink>
      </nav>
      <div className="site-header__end">
        <ConnectButton className="button button--small" />
        <AccountMenu />
      </div>
    </header>
  );
}
