import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { checkPasswordRules, PASSWORD_MIN_LENGTH, passwordProblem } from './password-rules.ts';

describe('password rules', () => {
  it('accept a long uncommon password', () => {
    expect(passwordProblem('violet-otter-harbour', 'alice@example.test')).toBeNull();
  });

  it('refuse fewer than 8 characters, counting characters rather than bytes', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordProblem('k9$Lm2!')).toMatch(/at least 8 characters/);
    expect(passwordProblem('ñandú🦜x')).toMatch(/at least 8 characters/);
    expect(passwordProblem('ñandú🦜xy')).toBeNull();
  });

  it('refuse common passwords in any case', () => {
    for (const common of ['password', 'Password1', 'QWERTYUIOP', '12345678', 'iloveyou']) expect(passwordProblem(common)).toMatch(/most common/);
  });

  it('refuse the e-mail address itself, or its name part', () => {
    expect(passwordProblem('Alice.Liddell@example.test', 'alice.liddell@example.test')).toMatch(/e-mail/);
    expect(passwordProblem('alice.liddell', 'alice.liddell@example.test')).toMatch(/e-mail/);
  });

  it('answer 400 weak_password naming the field', () => {
    let thrown: unknown;
    try {
      checkPasswordRules('short', 'body.newPassword');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 400, code: 'weak_password', details: { field: 'body.newPassword' } });
  });
});
