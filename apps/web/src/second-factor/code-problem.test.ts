import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemText } from '../forms/field-problem.ts';
import { parseTranslationFile } from '../i18n/parse-translation-file.ts';
import { checkCodeField, codeProblem } from './code-problem.ts';

describe('codeProblem', () => {
  it("takes the app's six digits, spaces dropped", () => {
    expect(codeProblem('123456', 'app')).toBeUndefined();
    expect(codeProblem(' 123 456 ', 'app')).toBeUndefined();
    expect(codeProblem('123456', 'either')).toBeUndefined();
  });

  it('takes a backup code as it was shown, in either case, with or without its dash', () => {
    for (const code of ['abcd-efgh', 'ABCD-EFGH', 'abcdefgh', 'ab2d-e3gh']) {
      expect(codeProblem(code, 'backup'), code).toBeUndefined();
      expect(codeProblem(code, 'either'), code).toBeUndefined();
    }
  });

  it('names the shape the field takes for anything else, and asks for a code when none is typed', () => {
    expect(codeProblem('', 'app')).toEqual({ key: 'forms.required' });
    expect(codeProblem('  ', 'either')).toEqual({ key: 'forms.required' });
    for (const typed of ['abc', '12345', '1234567', '12345a', 'abcd-efgh']) expect(codeProblem(typed, 'app'), typed).toEqual({ key: 'secondFactor.codeInvalid.app' });
    for (const typed of ['abc', '123456', 'abcd-efg', 'abcd--efgh', 'abcd_efgh']) expect(codeProblem(typed, 'backup'), typed).toEqual({ key: 'secondFactor.codeInvalid.backup' });
    for (const typed of ['abc', '12345', 'abcd-efg', '<b>123456</b>']) expect(codeProblem(typed, 'either'), typed).toEqual({ key: 'secondFactor.codeInvalid.either' });
  });

  it('says "six digits or a backup code" in English and Spanish', async () => {
    for (const [language, sentence] of [
      ['en', 'Enter the six digits your app shows, or a backup code like abcd-efgh.'],
      ['es', 'Escribe las seis cifras que muestra tu aplicación o un código de respaldo como abcd-efgh.'],
    ] as const) {
      const i18n = createInstance();
      const file = readFileSync(join(import.meta.dirname, `../../public/locales/${language}/ui.json`), 'utf8');
      await i18n.init({ lng: language, resources: { [language]: { ui: parseTranslationFile(file) } }, ns: ['ui'], defaultNS: 'ui' });
      expect(problemText(i18n.t, codeProblem('abc', 'either')!)).toBe(sentence);
      expect(problemText(i18n.t, codeProblem('abc', 'app')!)).not.toBe('');
      expect(problemText(i18n.t, codeProblem('abc', 'backup')!)).not.toBe('');
    }
  });
});

describe('checkCodeField', () => {
  it("gives a form's validate nothing when the code fits, and the field's problem when not", () => {
    expect(checkCodeField({ code: '123456' }, 'either')).toEqual({});
    expect(checkCodeField({ code: 'abc' }, 'either')).toEqual({ code: { key: 'secondFactor.codeInvalid.either' } });
    expect(checkCodeField({}, 'app')).toEqual({ code: { key: 'forms.required' } });
  });
});
