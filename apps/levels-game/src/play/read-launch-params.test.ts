import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './read-launch-params.ts';

describe('readLaunchParams', () => {
  it('reads the level the site passes, and nothing of the progress (that is the save)', () => {
    expect(readLaunchParams('?level=7', 24)).toEqual({ level: 7, open: null, language: 'en' });
    expect(readLaunchParams('', 24)).toEqual({ level: 1, open: null, language: 'en' });
    expect(readLaunchParams('?level=3&unlocked=5', 24)).toEqual({ level: 3, open: null, language: 'en' });
  });

  it.each(['?level=0', '?level=-2', '?level=2.5', '?level=1e3', '?level=%3Cscript%3E', '?level=', '?level=999999999999'])('falls back to level 1 for %s', (search) => {
    expect(readLaunchParams(search, 24).level).toBe(1);
  });

  it('keeps the level within the levels there are', () => {
    expect(readLaunchParams('?level=90', 24)).toEqual({ level: 24, open: null, language: 'en' });
  });

  it('reads the highest level the site pays, and never starts beyond it', () => {
    expect(readLaunchParams('?level=2&open=3', 24)).toEqual({ level: 2, open: 3, language: 'en' });
    expect(readLaunchParams('?level=9&open=3', 24)).toEqual({ level: 3, open: 3, language: 'en' });
    expect(readLaunchParams('?open=90', 24).open).toBe(24);
  });

  it.each(['?open=0', '?open=-1', '?open=2.5', '?open=', '?open=x'])('sets no limit for %s', (search) => {
    expect(readLaunchParams(`${search}&level=5`, 24)).toEqual({ level: 5, open: null, language: 'en' });
  });

  it('reads the language: Spanish for lang=es, English for anything else', () => {
    expect(readLaunchParams('?level=2&lang=es', 24).language).toBe('es');
    for (const search of ['?lang=en', '?lang=ES', '?lang=es-ES', '?lang=fr', '?lang=', '']) expect(readLaunchParams(search, 24).language).toBe('en');
  });
});
