import type { TFunction } from 'i18next';
import { ApiError } from '@site/api-contract/client';

/**
 * The visitor's sentence for a failed call: the translation of the server's stable code
 * (`errors.api.<code>`), never the server's English message; anything else is a generic failure.
 */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const text = t(`errors.api.${error.code}`, { seconds: error.retryAfterSeconds ?? 60, defaultValue: '' });
    if (text !== '') return text;
  }
  return t('errors.api.internal');
}
