import { submissionLimits, type GameDeclaration, type GameDescription, type GameRewardTable } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { findGameOwner, insertGameIfFree, insertSubmittedVersion, newestVersion } from '../games/game-store.ts';
import { declarationOf } from '../games/reward-table.ts';
import { ApiError } from '../errors/api-error.ts';
import { replaceGameDescriptions } from '../games/game-descriptions-store.ts';
import { gameFileKey, gameVersionPrefix, storageKey, type StorageKey } from '../storage/storage-key.ts';
import type { CheckedUpload } from './check-upload.ts';
import { queueInspection } from '../inspections/queue-inspection.ts';
import { gameSlugRule, slugCandidate, slugFromTitle } from '../text/slug.ts';

/** The money side of a submitted game's table, the site's and never its maker's: a coin per 100 points, and 5 for a completed run or level. */
const submittedScorePerCoin = 100;
const submittedCompletedCoins = 5;

/** What a version declares when its maker says nothing (a new game's): no levels, a top score of 10,000. */
const defaultDeclaration: GameDeclaration = { levels: null, topScore: submissionLimits.topScoreDefault };

/**
 * The reward table of a submitted version, built from its maker's declaration: without levels, a
 * coin per 100 points up to the top score and 5 for a completed run; with N levels, N rows of the
 * same, level n being row n (the site's per-run and daily caps apply to both).
 */
function submittedRewardTable(declaration: GameDeclaration): GameRewardTable {
  const { levels, topScore } = declaration;
  if (levels === null) return { kind: 'score', scorePerCoin: submittedScorePerCoin, maxScore: topScore, completedCoins: submittedCompletedCoins };
  return { kind: 'levels', scorePerCoin: submittedScorePerCoin, levels: Array.from({ length: levels }, () => ({ maxScore: topScore, completedCoins: submittedCompletedCoins })) };
}

/** The table a version gets without a declaration: a coin per 100 points up to 10,000, and 5 for a completed run. */
export const submittedGameRewardTable: GameRewardTable = submittedRewardTable(defaultDeclaration);

/** What the form may declare (`upload-form.ts`): `levels` 0 for none, or how many; each absent when not sent. */
interface DeclarationFields {
  levels?: number | undefined;
  topScore?: number | undefined;
}

/** The declaration a version gets: what its form says, and for what it leaves out, `base`'s (the game's newest version's, or the default). */
function declarationFrom(fields: DeclarationFields, base: GameDeclaration): GameDeclaration {
  return {
    levels: fields.levels === undefined ? base.levels : fields.levels === 0 ? null : fields.levels,
    topScore: fields.topScore ?? base.topScore,
  };
}

/**
 * Thumbnails live apart from the bundle (`thumbnails/<game>/<version>/`), so no file of a game
 * can replace its thumbnail and the thumbnail never shows up as one of the game's files.
 */
export const thumbnailPrefix = (game: string, version: number): StorageKey => storageKey('thumbnails', game, String(version));
const thumbnailKey = (game: string, version: number, extension: string): StorageKey => storageKey('thumbnails', game, String(version), `thumbnail.${extension}`);

async function writeFiles(ctx: ServerContext, game: string, version: number, upload: CheckedUpload): Promise<StorageKey> {
  for (const file of upload.files) await ctx.storage.put(gameFileKey(game, version, file.path), file.bytes);
  const key = thumbnailKey(game, version, upload.thumbnail.extension);
  await ctx.storage.put(key, upload.thumbnail.bytes);
  return key;
}

async function removeFiles(ctx: ServerContext, game: string, version: number): Promise<void> {
  await ctx.storage.deleteByPrefix(gameVersionPrefix(game, version));
  await ctx.storage.deleteByPrefix(thumbnailPrefix(game, version));
}

async function insertVersion(tx: Queryable, ctx: ServerContext, target: ClaimedVersion, accountId: string, thumbnail: StorageKey): Promise<void> {
  const { game, version } = target;
  await insertSubmittedVersion(tx, {
    game,
    version,
    filesKey: `${gameVersionPrefix(game, version)}/`,
    thumbnailKey: thumbnail,
    rewardTable: submittedRewardTable(target.declaration),
    createdBy: accountId,
    now: ctx.now(),
  });
  await queueInspection(tx, game, version, ctx.now());
}

/** Where a version goes (its game and number) and what it declares, claimed under the game's lock. */
interface ClaimedVersion {
  game: string;
  version: number;
  declaration: GameDeclaration;
}

/**
 * Stores a checked version: its rows and its files commit together. Files are written inside the
 * transaction (after the rows that claim the id and version, so two uploads never share a
 * folder); if anything fails, the folder is removed and no row points to it.
 */
async function storeAtomically(ctx: ServerContext, claim: (tx: Queryable) => Promise<ClaimedVersion>, accountId: string, upload: CheckedUpload): Promise<{ game: string; version: number }> {
  let written: { game: string; version: number } | null = null;
  try {
    return await ctx.db.transaction(async (tx) => {
      const target = await claim(tx);
      written = target;
      // Leftovers of an earlier failed attempt at the same place must not mix with these files.
      await removeFiles(ctx, target.game, target.version);
      const thumbnail = await writeFiles(ctx, target.game, target.version, upload);
      await insertVersion(tx, ctx, target, accountId, thumbnail);
      return { game: target.game, version: target.version };
    });
  } catch (error) {
    const failed = written as { game: string; version: number } | null;
    if (failed) await removeFiles(ctx, failed.game, failed.version).catch(() => undefined);
    throw error;
  }
}

/** A new game (its id from the title, the first free one) and its version 1 with its declaration (no levels and a top score of 10,000 for what it leaves out), waiting for review. */
export function storeNewGame(
  ctx: ServerContext,
  owner: string,
  details: { title: string; descriptions: readonly GameDescription[]; category: string; declared?: DeclarationFields },
  upload: CheckedUpload,
): Promise<{ game: string; version: number }> {
  const declaration = declarationFrom(details.declared ?? {}, defaultDeclaration);
  const base = slugFromTitle(details.title, gameSlugRule);
  // The first description is the game's own language (on the game's row); the others are its translations.
  const [own = { language: 'en', text: '' }, ...translations] = details.descriptions;
  return storeAtomically(
    ctx,
    async (tx) => {
      for (let attempt = 1; attempt <= 1000; attempt += 1) {
        const id = slugCandidate(base, attempt, gameSlugRule);
        if (await insertGameIfFree(tx, { id, owner, title: details.title, description: own.text, descriptionLanguage: own.language, category: details.category, now: ctx.now() })) {
          if (translations.length > 0) await replaceGameDescriptions(tx, id, [own, ...translations]);
          return { game: id, version: 1, declaration };
        }
      }
      throw new Error(`no free game id from ${base}`);
    },
    owner,
    upload,
  );
}

/** 404 for an unknown game, 403 for one that is not the caller's. */
export function requireOwner(game: string, row: { ownerAccountId: string | null } | undefined, owner: string): void {
  if (!row) throw new ApiError('not_found', `There is no game "${game}".`, { field: 'params.game' });
  if (row.ownerAccountId !== owner) throw new ApiError('forbidden', 'Only the owner of a game may change it or submit its new versions.', { field: 'params.game' });
}

/**
 * The next version of the owner's game, waiting for review, with its declaration: what `declared`
 * leaves out is the newest version's (its table is that version's own until it is published: a run
 * is paid from the version it started on). 404 for a game that is not theirs.
 */
export function storeNewVersion(ctx: ServerContext, owner: string, game: string, upload: CheckedUpload, declared: DeclarationFields = {}): Promise<{ game: string; version: number }> {
  return storeAtomically(
    ctx,
    async (tx) => {
      // The lock orders concurrent uploads of one game, so each gets its own version number.
      requireOwner(game, await findGameOwner(tx, game, { forUpdate: true }), owner);
      const newest = await newestVersion(tx, game);
      const base = newest === null ? defaultDeclaration : declarationOf(newest.rewardTable);
      return { game, version: (newest?.version ?? 0) + 1, declaration: declarationFrom(declared, base) };
    },
    owner,
    upload,
  );
}
