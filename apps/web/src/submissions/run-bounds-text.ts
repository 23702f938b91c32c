import type { RunBounds } from '@site/api-contract';
import type { TFunction } from 'i18next';

/** A game's plausibility bounds in one sentence for a moderator (docs/api/plausibility-bounds.md). */
export function runBoundsText(t: TFunction, bounds: RunBounds, language: string): string {
  const number = new Intl.NumberFormat(language);
  const parts = [
    bounds.maxScore === null ? null : t('runBounds.review.maxScore', { value: number.format(bounds.maxScore) }),
    bounds.maxPointsPerSecond === null ? null : t('runBounds.review.maxPointsPerSecond', { value: number.format(bounds.maxPointsPerSecond) }),
    bounds.minRunSeconds === null ? null : t('runBounds.review.minRunSeconds', { value: number.format(bounds.minRunSeconds) }),
    bounds.maxRunSeconds === null ? null : t('runBounds.review.maxRunSeconds', { value: number.format(bounds.maxRunSeconds) }),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? t('runBounds.review.none') : t('runBounds.review.some', { bounds: parts.join(' · ') });
}
