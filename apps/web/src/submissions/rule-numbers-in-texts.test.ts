import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The texts that state a game rule (packages/api-contract, game-rules.ts) or the inspector's wait
 * for gameReady (`inspectionLimits.readyTimeoutMs`): each names its numbers as values the page
 * fills in from those modules (game-rule-values.ts), so a rule changed there cannot leave a text behind.
 */
const ruleTexts = [
  'errors.api.bundle_too_large',
  'submissions.problems.bundleTooLarge',
  'submissions.rules',
  'inspections.checks',
  'inspections.notTriedReasons.slowed_phone_likely',
  'inspections.notTriedReasons.slowed_phone_at_risk',
  'developers.heldBack',
  'playground.gradePending',
  'playground.notReadyWithin',
];

/** A number with the unit of a size, a count of files, a time or a slow-down: what a rule's sentence would write by hand; or a size's unit after its value, which the value carries (`250 MiB`). */
const handWrittenRule = /\d[\d.,\s]*(MB|MiB|KB|files|archivos|seconds|segundos|sec\b|s\b|×|veces)|\}\}\s*(MB|MiB|KB)\b/i;

/** Every text at `path` of a translation file and under it. */
function textsAt(file: unknown, path: string): string[] {
  const all = (node: unknown): string[] => (typeof node === 'string' ? [node] : node !== null && typeof node === 'object' ? Object.values(node).flatMap(all) : []);
  return all(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], file));
}

describe.each(['en', 'es'])('the %s texts of the game rules', (language) => {
  const file = JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as unknown;

  it.each(ruleTexts)('%s writes no number of a rule by hand', (path) => {
    const texts = textsAt(file, path);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => handWrittenRule.test(text))).toEqual([]);
  });
});
