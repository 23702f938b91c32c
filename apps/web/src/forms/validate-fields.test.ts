import { describe, expect, it } from 'vitest';
import { validateFields } from './validate-fields.ts';

describe('validateFields', () => {
  const rules = { email: { required: true, email: true }, password: { required: true, minLength: 8 }, displayName: {} };

  it('finds nothing wrong with a complete form', () => {
    expect(validateFields({ email: ' ana@example.org ', password: 'correct horse', displayName: '' }, rules)).toEqual({});
  });

  it('names every empty required field', () => {
    expect(validateFields({ email: '  ', password: '' }, rules)).toEqual({ email: { key: 'forms.required' }, password: { key: 'forms.required' } });
  });

  it('catches an address without a domain and a password too short (counted in characters)', () => {
    expect(validateFields({ email: 'ana@', password: 'ñandú12' }, rules)).toEqual({
      email: { key: 'forms.invalid.email' },
      password: { key: 'forms.passwordTooShort', values: { min: 8 } },
    });
    expect(validateFields({ email: 'ana@example.org', password: 'ñandú123' }, rules)).toEqual({});
  });
});
