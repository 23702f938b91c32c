import { supportLimits } from '@site/api-contract/support-limits';
import type { Problem } from '../forms/field-problem.ts';

/**
 * What keeps a moderator's answer from being sent, checked in the browser as the site's forms
 * check theirs (forms/use-account-form.ts): nothing but spaces, or more characters (code points,
 * as the server counts them) than the server takes, said with the length and the limit.
 */
export function checkAnswer(typed: string): Problem | null {
  if (typed.trim() === '') return { key: 'support.desk.answerRequired' };
  const count = Array.from(typed).length;
  if (count > supportLimits.answerMaxLength) return { key: 'forms.tooLong', values: { count, max: supportLimits.answerMaxLength } };
  return null;
}
