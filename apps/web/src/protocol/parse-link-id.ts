/**
 * Pattern of an `id` given to `/?id=`: a lowercase slug of 1 to 64 letters, digits and inner
 * hyphens, e.g. `invite-users` or `season-2-launch`. It names a page of the site or a news entry.
 */
export const linkIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export type ParsedLinkId = { kind: 'none' } | { kind: 'invalid' } | { kind: 'valid'; id: string };

/**
 * Reads the `id` query value. The protocol handler passes the whole link
 * (`web+coregames:invite-users`), so the scheme prefix (and an optional `//`) is removed first;
 * the rest must match `linkIdPattern` (compared in lowercase). The value is untrusted: it is only
 * matched, never rendered.
 */
export function parseLinkId(raw: string | null, scheme: string): ParsedLinkId {
  if (raw === null) return { kind: 'none' };
  let value = raw.trim().toLowerCase();
  const prefix = `${scheme.toLowerCase()}:`;
  if (value.startsWith(prefix)) value = value.slice(prefix.length).replace(/^\/\//, '').replace(/\/$/, '');
  return linkIdPattern.test(value) ? { kind: 'valid', id: value } : { kind: 'invalid' };
}
