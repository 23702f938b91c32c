import { schemas, type GameDescription } from '@site/api-contract';
import { Compile } from 'typebox/compile';
import { ApiError } from '../errors/api-error.ts';

const invalid = (field: string, message: string): ApiError => new ApiError('validation_failed', `${field}: ${message}`, { field });

/** The descriptions of `PATCH /api/games/:game/descriptions`, the one shape a submission's `descriptions` takes too. */
const DescriptionsShape = schemas.setGameDescriptions.body.properties.descriptions;
let compiledShape: ReturnType<typeof Compile<typeof DescriptionsShape>> | null = null;

/**
 * A game's descriptions as the maker gives them, one per language, its own language first (at
 * most ten): each text kept as written but for its line endings and the blanks around it. The
 * one rule of the descriptions PATCH and of a new game's submission; `field` names them in a refusal.
 */
export function checkedDescriptions(given: unknown, field = 'body.descriptions'): [GameDescription, ...GameDescription[]] {
  compiledShape ??= Compile(DescriptionsShape);
  if (!compiledShape.Check(given)) {
    const [first] = compiledShape.Errors(given);
    throw invalid(field, `must be one to ten of { language, text } (${first?.message ?? 'not that shape'}).`);
  }
  const seen = new Set<string>();
  const descriptions = given.map(({ language, text }, index) => {
    const at = `${field}.${index}`;
    if (seen.has(language)) throw invalid(`${at}.language`, `${language} is given twice; one description per language.`);
    seen.add(language);
    const trimmed = text.replace(/\r\n?/g, '\n').trim();
    if (trimmed === '') throw invalid(`${at}.text`, 'has no visible character.');
    return { language, text: trimmed };
  });
  const [own, ...others] = descriptions;
  if (!own) throw invalid(field, 'needs at least one description.');
  return [own, ...others];
}
