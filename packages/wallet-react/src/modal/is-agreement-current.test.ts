import { describe, expect, it } from 'vitest';
import { isAgreementCurrent } from './is-agreement-current.ts';

const both = { termsUrl: '/terms', privacyUrl: '/privacy', version: '2' };

describe('isAgreementCurrent', () => {
  it('needs nothing when no document is linked', () => {
    expect(isAgreementCurrent(null, { version: '1' })).toBe(true);
  });

  it('asks when nothing is stored', () => {
    expect(isAgreementCurrent(null, both)).toBe(false);
  });

  it('accepts an agreement of the same version covering both documents', () => {
    expect(isAgreementCurrent({ version: '2', terms: true, privacy: true }, both)).toBe(true);
  });

  it('asks again for a new version', () => {
    expect(isAgreementCurrent({ version: '1', terms: true, privacy: true }, both)).toBe(false);
  });

  it('asks again when a document the app now links was not agreed to', () => {
    expect(isAgreementCurrent({ version: '2', terms: true, privacy: false }, both)).toBe(false);
    expect(isAgreementCurrent({ version: '2', terms: true, privacy: false }, { termsUrl: '/terms', version: '2' })).toBe(true);
  });
});
