import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { AccountMenu } from './account-menu.tsx';
import { ConnectButton } from '../wallet/connect-button.tsx';

/**
 * The site's mark (public/icons/app-icon.svg), drawn inline: as an `<img>` of an SVG file, each
 * page load parsed it into a document of its own on the main thread (about 10 ms at 4× CPU, up to
 * three times as the home preview, the header and a refetch each loaded it).
 */
function BrandMark(): ReactNode {
  return (
    <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#14161c" />
      <circle cx="32" cy="32" r="18" fill="none" stroke="#ff9211" strokeWidth="6" />
      <circle cx="32" cy="32" r="6" fill="#ff9211" />
    </svg>
  );
}

/** Brand, the main links, the wallet (secondary: the game comes first) and the account's place. */
export function SiteHeader(): ReactNode {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Link to="/" className="site-header__brand">
        <BrandMark />
        <span>{t('site.name')}</span>
      </Link>
      <nav className="site-header__nav" aria-label={t('nav.main')}>
        <NavLink to="/news">{t('nav.news')}</NavLink>
        <NavLink to="/profile">{t('nav.profile')}</NavLink>
        <NavLink to="/setting">{t('nav.settings')}</NavLink>
      </nav>
      <div className="site-header__end">
        <ConnectButton className="button button--small" short />
        <AccountMenu />
      </div>
    </header>
  );
}
