import { ApiError } from '@site/api-contract/client';
import { createInstance, type TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemText } from '../../forms/field-problem.ts';
import { parseTranslationFile } from '../../i18n/parse-translation-file.ts';
import { currentPasswordProblem } from './current-password-problem.ts';

async function translator(language: 'en' | 'es'): Promise<TFunction> {
  const i18n = createInstance();
  const file = readFileSync(join(import.meta.dirname, `../../../public/locales/${language}/ui.json`), 'utf8');
  await i18n.init({ lng: language, resources: { [language]: { ui: parseTranslationFile(file) } }, ns: ['ui'], defaultNS: 'ui', interpolation: { escapeValue: false } });
  return i18n.t;
}

// What the server answers a wrong current password (apps/api's password-routes.ts).
const wrongCurrent = new ApiError('The current password is wrong.', { status: 401, code: 'bad_credentials', field: 'body.currentPassword' });

describe('the current password field on /change-password', () => {
  it('says the current password is wrong, never "e-mail or password", in English and Spanish', async () => {
    const en = await translator('en');
    const es = await translator('es');
    const problem = currentPasswordProblem({ error: wrongCurrent });
    expect(problem).toEqual({ key: 'emailAuth.currentPasswordWrong' });
    expect(problemText(en, problem!)).toBe('This is not your current password. Check it and type it again.');
    expect(problemText(es, problem!)).toBe('Esta no es tu contraseña actual. Revísala y vuelve a escribirla.');
    expect(problemText(en, problem!)).not.toContain('e-mail');
  });

  it('leaves every other problem as it was', () => {
    const required = { key: 'forms.required' };
    const rateLimited = { error: new ApiError('Too many attempts.', { status: 429, code: 'rate_limited', retryAfterSeconds: 30 }) };
    expect(currentPasswordProblem(required)).toBe(required);
    expect(currentPasswordProblem(rateLimited)).toBe(rateLimited);
    expect(currentPasswordProblem(undefined)).toBeUndefined();
  });
});
