import { describe, expect, it } from 'vitest';
import { ApiError } from '@site/api-contract/client';
import { fieldNameOf, problemText } from './field-problem.ts';

const texts: Record<string, string> = {
  'forms.required': 'Fill in this field.',
  'forms.invalid.email': 'Enter a valid e-mail address.',
  'errors.api.validation_failed': 'Some of what you entered is not valid.',
  'errors.api.weak_password': 'Choose a stronger password.',
  'errors.api.internal': 'Something went wrong.',
};
// A stand-in for i18next's t with the behaviour these texts rely on: defaultValue when a key is missing.
const t = ((key: string, options?: { defaultValue?: string }) => texts[key] ?? options?.defaultValue ?? key) as never;

describe('fieldNameOf', () => {
  it('names the form field of a body field, and nothing else', () => {
    expect(fieldNameOf('body.password')).toBe('password');
    expect(fieldNameOf('body.newPassword')).toBe('newPassword');
    expect(fieldNameOf('body.identities[0]')).toBe('identities');
    expect(fieldNameOf('params.id')).toBeNull();
    expect(fieldNameOf('body.')).toBeNull();
    expect(fieldNameOf(undefined)).toBeNull();
  });
});

describe('problemText', () => {
  it('translates our own texts', () => {
    expect(problemText(t, { key: 'forms.required' })).toBe('Fill in this field.');
  });

  it("says which field is malformed when the server names one we have a sentence for", () => {
    const error = new ApiError('bad', { status: 400, code: 'validation_failed', field: 'body.email' });
    expect(problemText(t, { error })).toBe('Enter a valid e-mail address.');
    const other = new ApiError('bad', { status: 400, code: 'validation_failed', field: 'body.displayName' });
    expect(problemText(t, { error: other })).toBe('Some of what you entered is not valid.');
  });

  it("translates the server's code otherwise, and anything else as a generic failure", () => {
    const error = new ApiError('weak', { status: 400, code: 'weak_password', field: 'body.password' });
    expect(problemText(t, { error })).toBe('Choose a stronger password.');
    expect(problemText(t, { error: new Error('boom') })).toBe('Something went wrong.');
  });
});
