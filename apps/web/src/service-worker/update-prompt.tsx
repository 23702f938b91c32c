import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { useStore } from '../store/use-store.ts';
import { acceptUpdate, dismissUpdate } from './register-service-worker.ts';
import { updateStatus } from './update-state.ts';

/** The update prompt, and the overlay shown while the new version takes over. */
export function UpdatePrompt(): ReactNode {
  const status = useStore(updateStatus);
  const { t } = useTranslation();

  if (status === 'updating') {
    return (
      <div className="updating-overlay" role="alert" aria-busy="true">
        <LoadingIndicator label={t('update.updating')} />
      </div>
    );
  }
  if (status !== 'available') return null;
  return (
    <section className="update-prompt" aria-labelledby="update-prompt-title" aria-live="polite">
      <h2 id="update-prompt-title" className="update-prompt__title">
        {t('update.title')}
      </h2>
      <p>{t('update.description')}</p>
      <div className="update-prompt__actions">
        <button type="button" className="button button--primary" onClick={acceptUpdate}>
          {t('update.accept')}
        </button>
        <button type="button" className="button" onClick={dismissUpdate}>
          {t('update.later')}
        </button>
      </div>
    </section>
  );
}
