import type { TFunction } from 'i18next';
import { ApiError } from '@site/api-contract/client';
import { formatDuration } from '../i18n/format-duration.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * The visitor's sentence for a failed call: the translation of the server's stable code
 * (`errors.api.<code>`), never the server's English message; anything else is a generic failure.
 */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    // A wait the server asks for is a duration like every other (i18n/format-duration.ts).
    const duration = formatDuration((error.retryAfterSeconds ?? 60) * 1000, i18n.resolvedLanguage ?? i18n.language);
    const text = t(`errors.api.${error.code}`, { duration, defaultValue: '' });
    if (text !== '') return text;
  }
  return t('errors.api.internal');
}
