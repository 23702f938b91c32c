import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/** Where games load the SDK from: same origin as `/play`, so a game's `script-src 'self'` allows it. */
export const gameSdkScriptPath = '/play/sdk/v1/game-sdk.js';

/**
 * The built classic `game-sdk.js` (a `SiteGame` global), found through the package, so it resolves
 * the same from `src/` under tsx and from the bundled `dist/main.js`.
 */
export function readGameSdkScript(): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('@site/game-sdk/game-sdk.js'));
}

/**
 * `GET /play/sdk/v1/game-sdk.js`: the SDK for games that load it from the site rather than ship
 * their own copy. The path names the protocol version, not a build, so it is cached for a day and
 * revalidated by its ETag; a sandboxed game (opaque origin) may load it.
 */
export function registerGameSdkScript(app: FastifyInstance, script: Buffer = readGameSdkScript()): void {
  const etag = `"${createHash('sha256').update(script).digest('base64url').slice(0, 27)}"`;
  app.route({
    method: 'GET',
    url: gameSdkScriptPath,
    // After the API's own headers (installSecurityHeaders), which keep answers same-origin and uncached.
    onSend: async (_request, reply, payload) => {
      void reply.headers({
        'cache-control': 'public, max-age=86400',
        etag,
        'cross-origin-resource-policy': 'cross-origin',
        'access-control-allow-origin': '*',
      });
      return payload;
    },
    handler: async (request, reply) => {
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.header('content-type', 'text/javascript; charset=utf-8').header('content-length', String(script.length)).send(script);
    },
  });
}
