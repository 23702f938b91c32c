import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from './loading-indicator.tsx';

/** `Loading...` in the visitor's language, for use once translations are available. */
export function TranslatedLoading(): ReactNode {
  const { t } = useTranslation();
  return <LoadingIndicator label={t('common.loading')} />;
}
