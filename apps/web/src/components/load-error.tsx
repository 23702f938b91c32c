import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/api-error-text.ts';

/** A failed load: the reason in the reader's language and a way to try again. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error" role="alert">
      <p>{apiErrorText(t, error)}</p>
      <button type="button" className="button" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
