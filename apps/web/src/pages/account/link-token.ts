import { LinkToken } from '@site/api-contract';
import { ApiError } from '@site/api-contract/client';
import type { Problem } from '../../forms/field-problem.ts';

// The contract's LinkToken is a JSON Schema string; TypeBox's type does not list its bounds, so they are read as such.
const { minLength = 0, maxLength = Number.POSITIVE_INFINITY, pattern = '' }: { type: string; minLength?: number; maxLength?: number; pattern?: string } = LinkToken;
const tokenShape = new RegExp(pattern);

/**
 * Whether the token of a mailed link (`?verify=`, `?reset=`) has the shape every such token has
 * (the contract's `LinkToken`). A link cut short, or broken over two lines by a mail program, does
 * not: the page says so instead of sending it.
 */
export function isWholeLinkToken(token: string): boolean {
  return token.length >= minLength && token.length <= maxLength && tokenShape.test(token);
}

/** Whether the server refused a link's token as malformed (400 `validation_failed` naming `body.token`). */
export function isMalformedTokenError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'validation_failed' && error.field === 'body.token';
}

/** A form's problem, where the server refused the link's token as malformed: the link's sentence, not "check the highlighted field" (the token is no field). */
export function linkTokenProblem(problem: Problem | null): Problem | null {
  return problem && 'error' in problem && isMalformedTokenError(problem.error) ? { key: 'emailAuth.linkIncomplete' } : problem;
}
