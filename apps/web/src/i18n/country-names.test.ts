import { describe, expect, it } from 'vitest';
import { countryName, namedCountries } from './country-names.ts';

describe('country names', () => {
  it('names a code in the site’s language and sorts by the name', () => {
    expect(countryName('ES', 'en')).toBe('Spain');
    expect(countryName('ES', 'es')).toBe('España');
    expect(namedCountries(['DE', 'ES', 'AT'], 'es').map((country) => country.label)).toEqual(['Alemania', 'Austria', 'España']);
    expect(namedCountries(['DE', 'ES', 'AT'], 'en').map((country) => country.value)).toEqual(['AT', 'DE', 'ES']);
  });
});
