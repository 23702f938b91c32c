import { ApiError } from '@site/api-contract/client';
import type { Problem } from '../forms/field-problem.ts';

/**
 * The ticket limits are per hour, so "wait 3400 seconds" would be a poor sentence: a 429 is said
 * in minutes. Every other problem is the form's usual text.
 */
export function ticketProblem(problem: Problem | null | undefined): Problem | undefined {
  if (!problem) return undefined;
  if ('error' in problem && problem.error instanceof ApiError && problem.error.code === 'rate_limited') {
    const minutes = Math.max(1, Math.ceil((problem.error.retryAfterSeconds ?? 60) / 60));
    return { key: 'support.tooMany', values: { count: minutes } };
  }
  return problem;
}
