import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useIsSignedIn } from '../account/use-is-signed-in.ts';
import { ConnectButton } from './connect-button.tsx';

export function SiteHeader(): ReactNode {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
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
        {signedIn ? null : <NavLink to="/login">{t('nav.login')}</NavLink>}
        <NavLink to="/profile">{t('nav.profile')}</NavLink>
        <NavLink to="/setting">{t('nav.settings')}</NavLink>
      </nav>
      <ConnectButton />
    </header>
  );
}
