import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnfinishedRun } from './unfinished-run.ts';

/** A run of this game was left before it finished (the page was reloaded or closed, or the player left it): it paid nothing and its stamina is spent. */
export function UnfinishedRunNotice({ run, onDismiss }: { run: UnfinishedRun; onDismiss: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="notice unfinished-run" role="status" data-testid="unfinished-run">
      <p>
        <strong>{t('play.unfinished.heading')}</strong>{' '}
        {t('play.unfinished.text', { count: run.staminaCost, game: run.title })}
      </p>
      <button type="button" className="button button--small" onClick={onDismiss}>
        {t('play.unfinished.dismiss')}
      </button>
    </div>
  );
}
