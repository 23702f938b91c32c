/**
 * A path of the site to send a browser back to after signing in, as plain data both sides check:
 * the site before it asks, the server before it keeps the path and again before it redirects. Only
 * a path of this site: never a scheme or host, never `//` or a backslash (which browsers read as a
 * host), and never one that turns into either once percent-decoded (a browser or proxy that decodes
 * it must not find a host in it). Control characters and spaces are refused too.
 */
export const sitePathMaxLength = 2048;
/** The plain shape (the decoded forms are checked by `isSitePath`). */
export const sitePathPattern = '^/(?![/\\\\])[^\\\\\\s\\u0000-\\u001f\\u007f]*$';
const plainShape = new RegExp(sitePathPattern);
/** What a decoded form must not be: a host's start, a backslash or a control character anywhere. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const decodedDanger = /^\/[/\\]|[\\\u0000-\u001f\u007f]/;
/** Rounds of decoding before a path still encoded is refused (`%25252F` is three). */
const decodeRounds = 4;

export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > sitePathMaxLength) return false;
  if (!plainShape.test(value)) return false;
  let form = value;
  for (let round = 0; round <= decodeRounds; round += 1) {
    if (decodedDanger.test(form)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return false;
    }
    if (decoded === form) return true;
    form = decoded;
  }
  return false;
}
