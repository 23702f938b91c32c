import type { LanguageMessages, Schema, ValidationErrorItem } from 'joi';
import { ValidationError, type ValidationIssue } from '../errors/validation-error.ts';

/** `['chains', 1, 'id']` → `chains[1].id`. */
export function formatPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? key : `${text}.${key}`;
  }, '');
}

function toIssue(detail: ValidationErrorItem): ValidationIssue {
  const path = formatPath(detail.path);
  const label = path === '' ? 'value' : path;
  // joi quotes its own label; name the full path instead so nested errors are unambiguous.
  const message = detail.message.replace(/^"[^"]*"/, `"${label}"`);
  return { path, message };
}

/**
 * Runs a joi schema over untrusted input and returns the validated value, or throws a
 * `ValidationError` that lists every problem with its full path. `messages` are the texts of the
 * schema's own error codes: given here rather than with the schema's `.messages()`, which makes
 * joi build and run its whole preferences schema the first time (tens of milliseconds on a phone).
 */
export function validateWith<T>(schema: Schema<T>, input: unknown, subject: string, messages?: LanguageMessages): T {
  const result = schema.validate(input, { abortEarly: false, convert: false, ...(messages ? { messages } : {}) });
  if (result.error) throw new ValidationError(subject, result.error.details.map(toIssue));
  return result.value;
}
