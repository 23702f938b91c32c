import { getDevice } from '@site/wallet-core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../store/use-store.ts';
import { openTelegramExternalLink } from '../telegram/telegram-links.ts';
import { telegramState } from '../telegram/telegram-state.ts';
import { isRunningAsApp } from './display-mode.ts';
import { installPlatformFor, installSteps } from './install-instructions.ts';
import { installPromptState } from './install-prompt.ts';
import { promptInstall, type InstallOutcome } from './prompt-install.ts';

type Answer = 'none' | 'asking' | Exclude<InstallOutcome, 'unavailable'>;

/**
 * How to install the site here: "installed" when it already runs as an app; inside Telegram, a
 * way out to the browser; the browser's own install prompt where it has one; steps otherwise.
 */
export function InstallPanel(): ReactNode {
  const { t } = useTranslation();
  const { deferred, installed } = useStore(installPromptState);
  const telegram = useStore(telegramState);
  const [runningAsApp] = useState(() => isRunningAsApp());
  const [answer, setAnswer] = useState<Answer>('none');

  if (runningAsApp) return <p className="notice notice--success" role="status">{t('appInstall.runningAsApp')}</p>;
  if (installed || answer === 'accepted') return <p className="notice notice--success" role="status">{t('appInstall.accepted')}</p>;
  if (telegram.status === 'ready') {
    return (
      <>
        <p>{t('appInstall.insideTelegram')}</p>
        <button type="button" className="button" onClick={() => { openTelegramExternalLink(`${window.location.origin}/app`); }}>
          {t('appInstall.openInBrowser')}
        </button>
      </>
    );
  }

  const install = (): void => {
    setAnswer('asking');
    void promptInstall().then((outcome) => { setAnswer(outcome === 'unavailable' ? 'none' : outcome); });
  };

  return (
    <>
      {deferred !== null && (
        <div className="actions">
          <button type="button" className="button button--primary" onClick={install}>
            {t('appInstall.install')}
          </button>
        </div>
      )}
      {answer === 'asking' && <p className="notice" role="status">{t('appInstall.asking')}</p>}
      {answer === 'dismissed' && <p className="notice" role="status">{t('appInstall.dismissed')}</p>}
      {deferred === null && answer !== 'asking' && <InstallSteps />}
    </>
  );
}

function InstallSteps(): ReactNode {
  const { t } = useTranslation();
  const [platform] = useState(() => installPlatformFor(getDevice()));
  return (
    <section aria-labelledby="install-steps" data-platform={platform}>
      <h3 id="install-steps">{t(`appInstall.howTo.${platform}`)}</h3>
      <ol>
        {installSteps[platform].map((step) => (
          <li key={step}>{t(`appInstall.steps.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}
