import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error.tsx';
import { LoadingIndicator } from './loading-indicator.tsx';

/**
 * The one way a page shows a read of the server: its loading indicator, then the answer, or the
 * error translated from its code with "Try again" (which shows loading until its own answer).
 * Numbers already shown stay while they are asked again.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel?: string;
  /** A failure the page says in its own way (a refusal, say); null for the usual error and retry. */
  failed?: (error: unknown) => ReactNode;
  children: (data: T) => ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  if (query.isSuccess) return children(query.data);
  if (query.isError && !query.isFetching) {
    const own = failed?.(query.error);
    if (own !== undefined && own !== null) return own;
    return (
      <LoadError
        error={query.error}
        retry={() => {
          void query.refetch();
        }}
      />
    );
  }
  return <LoadingIndicator label={loadingLabel ?? t('common.loading')} />;
}
