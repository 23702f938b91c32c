import type { GameDescription } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { listGameDescriptions, replaceGameDescriptions } from '../games/game-descriptions-store.ts';
import { findGameOwner } from '../games/game-store.ts';
import { requireOwner } from './store-version.ts';

const invalid = (field: string, message: string): ApiError => new ApiError('validation_failed', `${field}: ${message}`, { field });

/**
 * The owner replaces their game's descriptions, one per language, its own language first: each
 * text kept as written but for its line endings and the blanks around it (as a submission's).
 * Answers every description as stored.
 */
export function setGameDescriptions(ctx: ServerContext, owner: string, gameId: string, given: readonly GameDescription[]): Promise<GameDescription[]> {
  const seen = new Set<string>();
  const descriptions = given.map(({ language, text }, index) => {
    const field = `body.descriptions.${index}`;
    if (seen.has(language)) throw invalid(`${field}.language`, `${language} is given twice; one description per language.`);
    seen.add(language);
    const trimmed = text.replace(/\r\n?/g, '\n').trim();
    if (trimmed === '') throw invalid(`${field}.text`, 'has no visible character.');
    return { language, text: trimmed };
  });
  const [own, ...others] = descriptions;
  if (!own) throw invalid('body.descriptions', 'needs at least one description.');
  return ctx.db.transaction(async (tx) => {
    requireOwner(gameId, await findGameOwner(tx, gameId, { forUpdate: true }), owner);
    await replaceGameDescriptions(tx, gameId, [own, ...others]);
    return (await listGameDescriptions(tx, [gameId])).get(gameId) ?? [];
  });
}
