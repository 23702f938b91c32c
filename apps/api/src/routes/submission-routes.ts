import fastifyMultipart from '@fastify/multipart';
import type { ReviewItem } from '@site/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { findGameOwner } from '../games/game-store.ts';
import { endpoint } from '../http/endpoint.ts';
import { checkUploadedContent } from '../submissions/check-upload.ts';
import { listMyGames } from '../submissions/my-games.ts';
import { onGamesOrigin, thumbnailOnGamesOrigin } from '../games/game-urls.ts';
import { issueReviewToken } from '../submissions/review-access.ts';
import { decideVersion, listReviewQueue, markInReview } from '../submissions/review-queue.ts';
import { requireOwner, storeNewGame, storeNewVersion } from '../submissions/store-version.ts';
import { registerThumbnailRoute } from './thumbnail-route.ts';
import { readUploadForm } from '../submissions/upload-form.ts';

const newGameFields = new Set(['title', 'description', 'descriptionLanguage', 'descriptions', 'category', 'levels', 'topScore', 'thumbnail', 'bundle'] as const);
const newVersionFields = new Set(['levels', 'topScore', 'thumbnail', 'bundle'] as const);

/**
 * Submissions (docs/api/submissions.md): uploads checked whole before anything is stored, the owner's games,
 * and the moderators' queue with its decisions. Multipart parsing is registered in this scope
 * only, so every other endpoint still takes JSON alone.
 */
export async function registerSubmissionRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { throwFileSizeLimit: true });

    endpoint(uploads, 'createSubmission', async ({ principal, raw }) => {
      const form = await readUploadForm(raw, newGameFields);
      const upload = await checkUploadedContent(form.thumbnail ?? new Uint8Array(), form.bundle ?? new Uint8Array());
      const descriptions = form.descriptions ?? [{ language: form.descriptionLanguage ?? 'en', text: form.description ?? '' }];
      const declared = { levels: form.levels, topScore: form.topScore };
      const stored = await storeNewGame(ctx, principal.accountId, { title: form.title ?? '', descriptions, category: form.category ?? 'other', declared }, upload);
      return { ...stored, state: 'submitted' as const };
    });

    endpoint(uploads, 'createGameVersion', async ({ principal, params, raw }) => {
      // Ownership first, so nobody else's upload is read at all; checked again under the lock when storing.
      requireOwner(params.game, await findGameOwner(ctx.db, params.game), principal.accountId);
      const form = await readUploadForm(raw, newVersionFields);
      const upload = await checkUploadedContent(form.thumbnail ?? new Uint8Array(), form.bundle ?? new Uint8Array());
      const stored = await storeNewVersion(ctx, principal.accountId, params.game, upload, { levels: form.levels, topScore: form.topScore });
      return { ...stored, state: 'submitted' as const };
    });
  });

  const gamesOrigin = ctx.config.play.origin;
  endpoint(app, 'listMyGames', async ({ principal }) => ({
    games: (await listMyGames(ctx.db, principal.accountId)).map((game) => ({
      ...game,
      versions: game.versions.map((version) => ({ ...version, thumbnailUrl: thumbnailOnGamesOrigin(gamesOrigin, version.thumbnailUrl) })),
    })),
  }));

  endpoint(app, 'listReviews', async () => {
    const { reviews, blocked } = await listReviewQueue(ctx.db);
    const withThumbnail = (review: ReviewItem): ReviewItem => ({ ...review, thumbnailUrl: thumbnailOnGamesOrigin(gamesOrigin, review.thumbnailUrl) });
    return { reviews: reviews.map(withThumbnail), blocked: blocked.map(withThumbnail) };
  });

  endpoint(app, 'openReview', async ({ principal, params }) => {
    const version = Number(params.version);
    const state = await markInReview(ctx.db, params.game, version);
    const { url, expiresAt } = await issueReviewToken(ctx.db, principal.accountId, params.game, version, ctx.now());
    return { reviewUrl: onGamesOrigin(gamesOrigin, url), expiresAt: expiresAt.toISOString(), state };
  });

  endpoint(app, 'publishVersion', ({ principal, params }) => decideVersion(ctx.db, principal.accountId, params.game, Number(params.version), { state: 'published' }, ctx.now()));

  endpoint(app, 'rejectVersion', ({ principal, params, body }) =>
    decideVersion(ctx.db, principal.accountId, params.game, Number(params.version), { state: 'rejected', reason: body.reason }, ctx.now()),
  );

  registerThumbnailRoute(app, ctx);
}
