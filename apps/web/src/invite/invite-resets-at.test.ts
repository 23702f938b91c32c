import { createInstance, type TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatInstant } from '../account/format-instant.ts';
import { parseTranslationFile } from '../i18n/parse-translation-file.ts';

async function translator(language: 'en' | 'es'): Promise<TFunction> {
  const i18n = createInstance();
  const file = readFileSync(join(import.meta.dirname, `../../public/locales/${language}/ui.json`), 'utf8');
  await i18n.init({ lng: language, resources: { [language]: { ui: parseTranslationFile(file) } }, ns: ['ui'], defaultNS: 'ui', interpolation: { escapeValue: false } });
  return i18n.t;
}

// /invite-users fills the sentence with a full date and time (formatInstant's withTime): the
// words before it must read right before a date, not only before an hour.
const resetsAt = '2026-12-07T00:00:00.000Z';

describe("the invite count's reset", () => {
  it('reads as a sentence in English', async () => {
    const time = formatInstant(resetsAt, 'en', { withTime: true, timeZone: 'UTC' });
    expect((await translator('en'))('invite.resetsAt', { time })).toMatch(/^\(the count starts again on Dec 7, 2026, 12:00\sAM\)$/);
  });

  it('reads as a sentence in Spanish: "el" before a date, never "a las"', async () => {
    const time = formatInstant(resetsAt, 'es', { withTime: true, timeZone: 'UTC' });
    expect((await translator('es'))('invite.resetsAt', { time })).toBe('(la cuenta vuelve a empezar el 7 dic 2026, 0:00)');
  });
});
