import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { ifNoneMatchHits } from '../text/entity-tag.ts';
import { gameFileKey, isGameId, isGameVersion, isSafeSegment } from '../storage/storage-key.ts';
import { webFileTypeOf } from '../storage/web-file-types.ts';
import { BestCompressedCopies } from '../play/best-compressed-copies.ts';
import { chooseRepresentation, compressedStream } from '../play/content-coding.ts';
import type { CanServeGameVersion } from '../play/play-access.ts';
import { playCacheControl, playContentSecurityPolicy, playFoldersOf, playPermissionsPolicy } from '../play/play-headers.ts';
import { publishedVersionsOnly } from '../play/published-version.ts';


export interface PlayRouteOptions {
  /** Defaults to published versions only (published-version.ts). */
  canServe?: CanServeGameVersion;
}

const notFound = (): ApiError => new ApiError('not_found', 'There is no such game file.');

/** The file path inside the version from the URL's rest, or null when any part of it is unsafe. */
function filePathOf(rest: string): string | null {
  const path = rest === '' || rest.endsWith('/') ? `${rest}index.html` : rest;
  return path.split('/').every(isSafeSegment) && webFileTypeOf(path) !== null ? path : null;
}

/**
 * `GET /play/:game/:version/*` (docs/api/games-runs-and-rewards.md): a game's stored files under a sandboxing CSP, for
 * the site's `<iframe sandbox="allow-scripts">`, on the games' own origin (src/http/games-host.ts); `index.html` for the folder. Anything else,
 * including every traversal attempt and versions the caller may not see, is 404.
 */
export function registerPlayRoutes(app: FastifyInstance, ctx: ServerContext, options: PlayRouteOptions = {}): void {
  const canServe = options.canServe ?? publishedVersionsOnly(ctx.db);
  const frameAncestors = [...new Set([ctx.config.publicOrigin, ...ctx.config.extraOrigins, ...ctx.config.play.extraFrameAncestors])];
  const copies = new BestCompressedCopies();

  app.get<{ Params: { game: string; version: string } }>('/play/:game/:version', async (request, reply) => {
    const { game, version } = request.params;
    if (!isGameId(game) || !isGameVersion(version)) throw notFound();
    return reply.redirect(`/play/${game}/${version}/`, 308);
  });

  // The same files under a review token (`!` never appears in a bundle path, so no game file is
  // shadowed): the sandboxed frame sends no cookies, so a reviewer's access rides in the path,
  // and the game's relative URLs keep it. `canServe` decides what the token opens.
  for (const url of ['/play/:game/:version/*', '/play/:game/:version/!review/:token/*']) registerFiles(url);

  function registerFiles(url: string): void {
    app.route<{ Params: { game: string; version: string; '*': string } }>({
      method: 'GET',
      url,
      // After the API's own security headers (installSecurityHeaders), which forbid framing: a game's
      // files are made to be framed by the site, so they get their own.
      onSend: async (request, reply: FastifyReply, payload) => {
        if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
        const { game, version } = request.params;
        void reply.removeHeader('x-frame-options');
        void reply.headers({
          // Served only after the handler checked game and version, so both are safe in a header.
          'content-security-policy': playContentSecurityPolicy(frameAncestors, playFoldersOf(ctx.config.play.origin, game, version)),
          'permissions-policy': playPermissionsPolicy,
          // The game's own documents have an opaque origin: they may load these files (and module
          // scripts, which are fetched with CORS), without credentials.
          'cross-origin-resource-policy': 'cross-origin',
          'access-control-allow-origin': '*',
          'x-content-type-options': 'nosniff',
        });
        return payload;
      },
      handler: async (request, reply) => {
        const { game, version } = request.params;
        const path = filePathOf(request.params['*']);
        if (!isGameId(game) || !isGameVersion(version) || path === null) throw notFound();
        const access = await canServe(game, Number(version), request);
        if (access === null) throw notFound();
        const key = gameFileKey(game, version, path);
        const file = await ctx.storage.get(key);
        if (!file) throw notFound();
        void reply.header('cache-control', playCacheControl(access, file.type));
        const { coding, etag } = chooseRepresentation(request, reply, file);
        if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
          // The browser (or a CDN) has these bytes: the store's stream is let go unread.
          file.body.destroy();
          return reply.code(304).send();
        }
        void reply.header('content-type', file.type);
        if (coding === null) return reply.header('content-length', String(file.size)).send(file.body);
        // Fastify reads a HEAD's body away unsent: no need to compress it first.
        if (request.method === 'HEAD') return reply.header('content-encoding', coding).send(file.body);
        const copy = coding === 'br' ? copies.take({ storage: ctx.storage, key, etag: file.etag, size: file.size }) : undefined;
        if (copy === undefined) return reply.header('content-encoding', coding).send(compressedStream(file.body, coding));
        file.body.destroy();
        return reply.header('content-encoding', coding).header('content-length', String(copy.length)).send(copy);
      },
    });
  }
}
