import { ApiError } from '@site/api-contract/client';
import type { Problem } from '../forms/field-problem.ts';
import { formatDuration } from '../i18n/format-duration.ts';

/**
 * The ticket limits are per hour, so a 429 says so, with the wait written as every duration
 * (i18n/format-duration.ts). Every other problem is the form's usual text.
 */
export function ticketProblem(problem: Problem | null | undefined, language: string): Problem | undefined {
  if (!problem) return undefined;
  if ('error' in problem && problem.error instanceof ApiError && problem.error.code === 'rate_limited') {
    return { key: 'support.tooMany', values: { duration: formatDuration((problem.error.retryAfterSeconds ?? 60) * 1000, language) } };
  }
  return problem;
}
