import { createHash } from 'node:crypto';

/** A strong HTTP entity tag (quoted) for some bytes: the same bytes, the same tag. */
export function entityTagOf(bytes: string | Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

const opaqueTag = (tag: string): string => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * Whether a request's `If-None-Match` names `etag` (RFC 9110 §13.1.2: `*`, or a list compared
 * weakly), so the answer may be 304 Not Modified.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const wanted = opaqueTag(etag);
  return (value.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaqueTag(tag) === wanted);
}
