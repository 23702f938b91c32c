import type { Problem } from '../forms/field-problem.ts';
import type { FieldProblems, FormValues } from '../forms/use-account-form.ts';

/** Which codes a field takes: the app's six digits, a backup code, or either. */
export type CodeKind = 'app' | 'backup' | 'either';

const appCode = /^\d{6}$/;
// A backup code as it was shown (`abcd-efgh`, apps/api's totp-codes.ts), in either case, with or without its dash.
const backupCode = /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/;

/** The code as the forms send it: without the spaces an app or a copy may put in it. */
export const sentCode = (typed: string): string => typed.replaceAll(' ', '');

/**
 * What is wrong with a typed code, told before it is sent (the server checks it again): nothing
 * typed, or not the shape of a code the field takes. The field's sentence says which shape.
 */
export function codeProblem(typed: string, kind: CodeKind): Problem | undefined {
  const code = sentCode(typed);
  if (code === '') return { key: 'forms.required' };
  const fits = (kind !== 'backup' && appCode.test(code)) || (kind !== 'app' && backupCode.test(code));
  return fits ? undefined : { key: `secondFactor.codeInvalid.${kind}` };
}

/** `codeProblem` of a form's `code` field, as the account forms' `validate` gives it: empty when it fits. */
export function checkCodeField(values: FormValues, kind: CodeKind): FieldProblems {
  const problem = codeProblem(values.code ?? '', kind);
  return problem ? { code: problem } : {};
}
