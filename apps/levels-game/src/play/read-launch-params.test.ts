import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './read-launch-params.ts';

describe('readLaunchParams', () => {
  it('reads the level and the progress the site passes', () => {
    expect(readLaunchParams('?level=3&unlocked=5', 24)).toEqual({ level: 3, unlocked: 5, language: 'en' });
    expect(readLaunchParams('?level=7', 24)).toEqual({ level: 7, unlocked: 7, language: 'en' });
    expect(readLaunchParams('', 24)).toEqual({ level: 1, unlocked: 1, language: 'en' });
  });

  it.each(['?level=0', '?level=-2', '?level=2.5', '?level=1e3', '?level=%3Cscript%3E', '?level=', '?level=999999999999'])('falls back to level 1 for %s', (search) => {
    expect(readLaunchParams(search, 24).level).toBe(1);
  });

  it('keeps both within the levels there are, and progress never below the level', () => {
    expect(readLaunchParams('?level=90&unlocked=99', 24)).toEqual({ level: 24, unlocked: 24, language: 'en' });
    expect(readLaunchParams('?level=5&unlocked=2', 24)).toEqual({ level: 5, unlocked: 5, language: 'en' });
  });

  it('reads the language: Spanish for lang=es, English for anything else', () => {
    expect(readLaunchParams('?level=2&lang=es', 24).language).toBe('es');
    for (const search of ['?lang=en', '?lang=ES', '?lang=es-ES', '?lang=fr', '?lang=', '']) expect(readLaunchParams(search, 24).language).toBe('en');
  });
});
