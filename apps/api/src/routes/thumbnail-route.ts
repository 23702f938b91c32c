import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { findVersionThumbnail } from '../games/game-store.ts';
import { ApiError } from '../errors/api-error.ts';
import { isGameId, isGameVersion, storageKey } from '../storage/storage-key.ts';
import { sessionOf } from '../submissions/review-access.ts';

const notFound = (): ApiError => new ApiError('not_found', 'There is no such thumbnail.');

/**
 * `GET /api/thumbnails/:game/:version`: a version's thumbnail (checked as an image when it was
 * uploaded), to anyone once the version is published, before that only to its owner and to
 * moderators (by their session: an `<img>` on the site's own origin sends the cookie).
 */
export function registerThumbnailRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { game: string; version: string } }>('/api/thumbnails/:game/:version', async (request, reply) => {
    const { game, version } = request.params;
    if (!isGameId(game) || !isGameVersion(version)) throw notFound();
    const row = await findVersionThumbnail(ctx.db, game, Number(version));
    if (!row?.thumbnailKey?.startsWith(`thumbnails/${game}/${version}/`)) throw notFound();
    const published = row.state === 'published';
    if (!published) {
      const session = await sessionOf(ctx, request);
      const allowed = session !== null && (session.accountId === row.ownerAccountId || session.role === 'moderator' || session.role === 'admin');
      if (!allowed) throw notFound();
    }
    const file = await ctx.storage.get(storageKey(...row.thumbnailKey.split('/')));
    if (!file) throw notFound();
    return reply
      .header('content-type', file.type)
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', published ? 'public, max-age=3600' : 'private, no-store')
      .send(file.body);
  });
}
