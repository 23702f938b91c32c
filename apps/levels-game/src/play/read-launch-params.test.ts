import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './read-launch-params.ts';

describe('readLaunchParams', () => {
  it('reads the level the site passes, and nothing of the progress (that is the save)', () => {
    expect(readLaunchParams('?level=7', 24)).toEqual({ level: 7, language: 'en' });
    expect(readLaunchParams('', 24)).toEqual({ level: 1, language: 'en' });
    expect(readLaunchParams('?level=3&unlocked=5', 24)).toEqual({ level: 3, language: 'en' });
  });

  it.each(['?level=0', '?level=-2', '?level=2.5', '?level=1e3', '?level=%3Cscript%3E', '?level=', '?level=999999999999'])('falls back to level 1 for %s', (search) => {
    expect(readLaunchParams(search, 24).level).toBe(1);
  });

  it('keeps the level within the levels there are', () => {
    expect(readLaunchParams('?level=90', 24)).toEqual({ level: 24, language: 'en' });
  });

  it('reads the language: Spanish for lang=es, English for anything else', () => {
    expect(readLaunchParams('?level=2&lang=es', 24).language).toBe('es');
    for (const search of ['?lang=en', '?lang=ES', '?lang=es-ES', '?lang=fr', '?lang=', '']) expect(readLaunchParams(search, 24).language).toBe('en');
  });
});
