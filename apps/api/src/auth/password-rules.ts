import { dictionary } from '@zxcvbn-ts/language-common';
import { ApiError } from '../errors/api-error.ts';

/** At least 8 characters and not a common password (docs/architecture.md, "Security rules"). */
export const PASSWORD_MIN_LENGTH = 8;

/** zxcvbn's list of the most used passwords (about 49 000, lowercase), compared case-insensitively. */
const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** Why `password` is refused, in a sentence for the caller, or null when it may be used. */
export function passwordProblem(password: string, email?: string): string | null {
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return 'This password is one of the most common ones, which are tried first: choose another.';
  if (email !== undefined) {
    const address = email.trim().toLowerCase();
    if (lower === address || lower === address.split('@')[0]) return 'The password must not be your e-mail address.';
  }
  return null;
}

/** Refuses a weak password with 400 `weak_password` naming `field` (`body.password`, `body.newPassword`). */
export function checkPasswordRules(password: string, field: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem !== null) throw new ApiError('weak_password', problem, { field });
}
