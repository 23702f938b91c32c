import type { TFunction } from 'i18next';
import { apiErrorText } from '../api/api-error-text.ts';
import { ApiError } from '@site/api-contract/client';

/** What is wrong with a form or one of its fields: a text of ours, or the server's error. */
export type Problem = { key: string; values?: Record<string, string | number> } | { error: unknown };

export function problemText(t: TFunction, problem: Problem): string {
  if ('key' in problem) return t(problem.key, problem.values);
  const { error } = problem;
  // A field the server names as malformed gets a sentence about that field, when we have one.
  if (error instanceof ApiError && error.code === 'validation_failed' && error.field) {
    const specific = t(`forms.invalid.${fieldNameOf(error.field) ?? ''}`, { defaultValue: '' });
    if (specific !== '') return specific;
  }
  return apiErrorText(t, error);
}

/** `body.password` → `password`: the form field a server error names, if any. */
export function fieldNameOf(field: string | undefined): string | null {
  if (!field?.startsWith('body.')) return null;
  const name = field.slice('body.'.length).split(/[./[]/)[0];
  return name === undefined || name === '' ? null : name;
}
