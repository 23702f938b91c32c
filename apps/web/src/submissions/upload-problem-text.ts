import { ApiError } from '@site/api-contract/client';
import { routes } from '@site/api-contract/routes';
import type { TFunction } from 'i18next';
import { problemText, type Problem } from '../forms/field-problem.ts';
import { gameRuleValues } from './game-rule-values.ts';

/** The codes by which the upload refuses a file's content: the contract's list for a new game (a new version is checked alike). */
const contentRefusals: ReadonlySet<string> = new Set(routes.createSubmission.errors);

/**
 * What to say of a problem at one of the submission form's file fields: the sentence, and for a
 * refusal of a file's content the server's own line (`detail`, null otherwise). The error answer
 * carries only a code, a field and an English message (ErrorBody in packages/api-contract), and
 * the specifics a maker needs (which file, the folder holding index.html, the picture's size in
 * pixels) are in that message alone: it is shown as the server's words rather than lost, and
 * never parsed.
 */
export function uploadProblemText(t: TFunction, problem: Problem, count: (value: number) => string): { text: string; detail: string | null } {
  if (!('error' in problem) || !(problem.error instanceof ApiError) || !contentRefusals.has(problem.error.code)) return { text: problemText(t, problem), detail: null };
  const { code, message } = problem.error;
  return { text: t(`errors.api.${code}`, code === 'bundle_too_large' ? gameRuleValues('wholeGame', count) : {}), detail: serverLine(message, code) };
}

/** `body.bundle: The bundle …` as `The bundle …`; null when the answer had no message of its own (the upload puts the code there). */
function serverLine(message: string, code: string): string | null {
  const line = message.replace(/^body\.[\w.]+: /, '').trim();
  return line === '' || line === code ? null : line;
}
