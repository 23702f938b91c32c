import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConnectButton } from '../../components/connect-button.tsx';
import { useLinkId } from '../../protocol/use-link-id.ts';
import { HomeTabs } from './home-tabs.tsx';

export default function HomePage(): ReactNode {
  const { t } = useTranslation();
  const { notice, dismiss } = useLinkId();

  return (
    <div className="page home-page">
      {notice && (
        <div className="notice" role="status">
          <p>{t(`home.linkNotice.${notice}`)}</p>
          <button type="button" className="button button--small" onClick={dismiss}>
            {t('common.dismiss')}
          </button>
        </div>
      )}
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{t('home.heading')}</h1>
        <p className="hero__intro">{t('home.intro')}</p>
        <div className="hero__actions">
          <ConnectButton />
          <Link to="/login" className="button">
            {t('home.otherSignIn')}
          </Link>
        </div>
      </section>
      <HomeTabs />
    </div>
  );
}
