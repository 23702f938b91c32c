import { pipeline, type Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The codings `/play` answers in besides the stored bytes (docs/api/file-storage.md, "Playing a game streams from the store"). */
export type ContentCoding = 'br' | 'gzip';

/** Below this, a compressed answer saves less than its cost: a few hundred bytes at most. */
export const compressionThreshold = 1024;

/** The types of webFileTypes (storage/web-file-types.ts) that are not compressed already. */
const compressibleType = /^(?:text\/[\w.+-]+|application\/json|application\/wasm|image\/svg\+xml|model\/gltf\+json)(?:;|$)/;

/** 5, not brotli's default 11: a little smaller than gzip at about its cost, where 11 takes some 30 times as long per answer. */
const brotliOptions: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Bytes held in memory are compressed once and the copy kept, so they get brotli's best: the
 * version 2 SDK's 11 kB come to 3.8 kB at 11 against 4.0 at 5, for 10 ms once per server.
 */
const heldBrotliOptions: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };

/** An RFC 9110 qvalue (`0` to `1`, three decimals at most); anything else counts as 0. */
function qValue(text: string): number {
  return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(text) ? Number(text) : 0;
}

/**
 * The coding an `Accept-Encoding` asks for (RFC 9110 §12.5.3): br or gzip by their weights (`*`
 * for one not named), br when they tie; null (identity) when neither is acceptable, when the
 * header is missing, and for anything that does not parse.
 */
export function acceptedCoding(header: string | undefined): ContentCoding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const item of header.toLowerCase().split(',')) {
    const [coding = '', ...parameters] = item.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : qValue(q.slice(2)));
  }
  const weightOf = (coding: ContentCoding): number => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br === 0 && gzip === 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** Whether a file of this type and size is sent compressed to a client that accepts it. */
export const worthCompressing = (type: string, size: number): boolean => size >= compressionThreshold && compressibleType.test(type);

/**
 * The ETag of the `coding` representation of the bytes `etag` names: the coding inside the quotes,
 * so each representation has its own, and weak, since the compressed bytes depend on the zlib build.
 */
export function codedEntityTag(etag: string, coding: ContentCoding | null): string {
  if (coding === null) return etag;
  const opaque = etag.replace(/^W\//, '');
  const inner = opaque.startsWith('"') && opaque.endsWith('"') && opaque.length >= 2 ? opaque.slice(1, -1) : opaque;
  return `W/"${inner}-${coding}"`;
}

/**
 * The representation of a file this request gets: its coding (null: identity) and its ETag, which
 * is set on the reply. A file that may be sent compressed gets `Vary: Accept-Encoding` on every
 * answer, identity and 304 too, so no cache hands one client's coding to another.
 *
 * Chosen here, on node:zlib, rather than by @fastify/compress: the ETag and the 304 depend on the
 * coding, so it must be known before the answer is made, while that plugin picks it inside its
 * own onSend and does not say which; it would also compress a stream of any size, and set Vary
 * only on the answers it compresses.
 */
export function chooseRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { type: string; size: number; etag: string },
): { coding: ContentCoding | null; etag: string } {
  if (!worthCompressing(file.type, file.size)) {
    void reply.header('etag', file.etag);
    return { coding: null, etag: file.etag };
  }
  const coding = acceptedCoding(request.headers['accept-encoding']);
  const etag = codedEntityTag(file.etag, coding);
  void reply.header('vary', 'accept-encoding').header('etag', etag);
  return { coding, etag };
}

/** `body` compressed as it streams. */
export function compressedStream(body: Readable, coding: ContentCoding): Readable {
  return pipeline(body, coding === 'br' ? createBrotliCompress(brotliOptions) : createGzip(), () => {
    // Nothing to do: an error of the store's stream destroys the compressed one, which Fastify
    // sends and so answers or logs; a client that goes away ends both.
  });
}

/** `bytes` compressed at once, for a file held in memory whose compressed copy is kept. */
export function compressedBytes(bytes: Buffer, coding: ContentCoding): Buffer {
  return coding === 'br' ? brotliCompressSync(bytes, heldBrotliOptions) : gzipSync(bytes);
}
