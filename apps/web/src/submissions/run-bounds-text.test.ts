import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { runBoundsText } from './run-bounds-text.ts';

const t = i18next.createInstance({ lng: 'en', resources: { en: { translation: {
  runBounds: { review: { none: 'none', some: 'bounds: {{bounds}}', maxScore: 'max {{value}}', maxPointsPerSecond: 'pps {{value}}', minRunSeconds: 'min {{value}}', maxRunSeconds: 'most {{value}}' } },
} } }, interpolation: { escapeValue: false } });
await t.init();

describe('runBoundsText', () => {
  it('says no bound was declared', () => {
    expect(runBoundsText(t.t, { maxScore: null, maxPointsPerSecond: null, minRunSeconds: null, maxRunSeconds: null }, 'en')).toBe('none');
  });

  it('names each declared bound in order, numbers in the reader\'s language', () => {
    expect(runBoundsText(t.t, { maxScore: 12000, maxPointsPerSecond: null, minRunSeconds: 5, maxRunSeconds: 3600 }, 'en')).toBe('bounds: max 12,000 · min 5 · most 3,600');
    expect(runBoundsText(t.t, { maxScore: 12000, maxPointsPerSecond: 40, minRunSeconds: null, maxRunSeconds: null }, 'es')).toBe('bounds: max 12.000 · pps 40');
  });
});
