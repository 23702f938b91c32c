import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useIsSignedIn } from '../account/use-is-signed-in.ts';
import { appConfig } from '../config/app-config.ts';
import { ReportProblemLink } from '../support/report-link.tsx';
import { useIsMiniApp } from '../telegram/mini-app.ts';

export function SiteFooter(): ReactNode {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  // Inside Telegram the player has the app already: no "Get the app".
  const miniApp = useIsMiniApp();
  return (
    <footer className="site-footer">
      <nav aria-label={t('nav.footer')}>
        <ul className="site-footer__links">
          <li>
            <Link to="/terms">{t('titles.terms')}</Link>
          </li>
          <li>
            <Link to="/privacy">{t('titles.privacy')}</Link>
          </li>
          <li>
            <Link to="/news">{t('titles.news')}</Link>
          </li>
          <li>
            <Link to="/proofs">{t('titles.proofs')}</Link>
          </li>
          {miniApp ? null : (
            <li>
              <Link to="/app">{t('titles.app')}</Link>
            </li>
          )}
          <li>
            <Link to="/native-app">{t('titles.nativeApp')}</Link>
          </li>
          <li>
            <ReportProblemLink />
          </li>
          {signedIn ? (
            <li>
              <Link to="/logout">{t('titles.logout')}</Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <p className="site-footer__version" data-version={appConfig.version}>
        {t('site.version', { version: appConfig.version })}
      </p>
    </footer>
  );
}
