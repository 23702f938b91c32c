import type { FieldProblems, FormValues } from './use-account-form.ts';

export interface FieldRule {
  required?: boolean;
  email?: boolean;
  /** A new password: at least this many characters (the server also refuses common ones). */
  minLength?: number;
}

// Only the shape a person can get wrong by a slip; the server has the last word.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problems a visitor can be told about before anything is sent, field by field. */
export function validateFields(values: FormValues, rules: Record<string, FieldRule>): FieldProblems {
  const problems: FieldProblems = {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = values[name] ?? '';
    if (value.trim() === '') {
      if (rule.required) problems[name] = { key: 'forms.required' };
    } else if (rule.email && !emailShape.test(value.trim())) {
      problems[name] = { key: 'forms.invalid.email' };
    } else if (rule.minLength !== undefined && Array.from(value).length < rule.minLength) {
      problems[name] = { key: 'forms.passwordTooShort', values: { min: rule.minLength } };
    }
  }
  return problems;
}
