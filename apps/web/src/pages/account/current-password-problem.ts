import { ApiError } from '@site/api-contract/client';
import type { Problem } from '../../forms/field-problem.ts';

/**
 * The current password field's problem on /change-password. The server's `bad_credentials` is the
 * sign-in's code ("Wrong e-mail or password."); here it can only mean the current password, the
 * form having no e-mail, so the field says so.
 */
export function currentPasswordProblem(problem: Problem | undefined): Problem | undefined {
  if (problem && 'error' in problem && problem.error instanceof ApiError && problem.error.code === 'bad_credentials') return { key: 'emailAuth.currentPasswordWrong' };
  return problem;
}
