import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import { entityTagOf, ifNoneMatchHits } from '../text/entity-tag.ts';
import { chooseRepresentation, compressedBytes, type ContentCoding } from './content-coding.ts';

/** Where games load the SDK from: same origin as `/play`, so a game's `script-src 'self'` allows it. */
export const gameSdkScriptPath = '/play/sdk/v1/game-sdk.js';
/** Protocol version 2's classic script (the package's `game-sdk.v2.js`), beside version 1's. */
export const gameSdkV2ScriptPath = '/play/sdk/v2/game-sdk.js';

/**
 * The built classic `game-sdk.js` (a `SiteGame` global) of the version `path` names, found
 * through the package, so it resolves the same from `src/` under tsx and from the bundled `dist/main.js`.
 */
export function readGameSdkScript(path: string = gameSdkScriptPath): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(path === gameSdkV2ScriptPath ? require.resolve('@site/game-sdk/game-sdk.v2.js') : require.resolve('@site/game-sdk/game-sdk.js'));
}

interface LoadedScript {
  bytes: Buffer;
  etag: string;
  /** Its compressed copies, each made on the first request that asks for it. */
  compressed: Partial<Record<ContentCoding, Buffer>>;
}

const scriptType = 'text/javascript; charset=utf-8';

/**
 * `GET /play/sdk/v1/game-sdk.js` and `GET /play/sdk/v2/game-sdk.js`: the SDK for games that load
 * it from the site rather than ship their own copy. The path names the protocol version, not a build, so it is cached for a day and
 * revalidated by its ETag (one for each coding: content-coding.ts compresses it once for each); a sandboxed game (opaque origin) may load it. The file is read on the
 * first request, so a server started before the SDK is built still starts (and says 503 until then).
 */
export function registerGameSdkScript(app: FastifyInstance, load: (path: string) => Buffer = readGameSdkScript): void {
  for (const path of [gameSdkScriptPath, gameSdkV2ScriptPath]) registerOne(app, path, () => load(path));
}

function registerOne(app: FastifyInstance, path: string, load: () => Buffer): void {
  let loaded: LoadedScript | null = null;
  const script = (): LoadedScript => {
    if (loaded) return loaded;
    let bytes: Buffer;
    try {
      bytes = load();
    } catch (cause) {
      app.log.error({ err: cause }, 'the game SDK is not built (pnpm --filter @site/game-sdk build)');
      throw new ApiError('service_unavailable', 'The game SDK is not available yet.');
    }
    loaded = { bytes, etag: entityTagOf(bytes), compressed: {} };
    return loaded;
  };

  app.route({
    method: 'GET',
    url: path,
    // After the API's own headers (installSecurityHeaders), which keep answers same-origin and uncached.
    onSend: async (_request, reply, payload) => {
      if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
      void reply.headers({
        'cache-control': 'public, max-age=86400',
        'cross-origin-resource-policy': 'cross-origin',
        'access-control-allow-origin': '*',
      });
      return payload;
    },
    handler: async (request, reply) => {
      const sdk = script();
      const { coding, etag } = chooseRepresentation(request, reply, { type: scriptType, size: sdk.bytes.length, etag: sdk.etag });
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
      void reply.header('content-type', scriptType);
      if (coding === null) return reply.header('content-length', String(sdk.bytes.length)).send(sdk.bytes);
      const bytes = (sdk.compressed[coding] ??= compressedBytes(sdk.bytes, coding));
      return reply.header('content-encoding', coding).header('content-length', String(bytes.length)).send(bytes);
    },
  });
}
