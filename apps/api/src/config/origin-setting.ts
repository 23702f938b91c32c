/**
 * What a setting that names an origin (PUBLIC_ORIGIN, EXTRA_ORIGINS, PLAY_ORIGIN,
 * PLAY_FRAME_ANCESTORS) must hold, said when one is refused. The site and the games are served at
 * the root of their origin: a path would be dropped from every link the server makes, so it is
 * refused rather than cut.
 */
const originExpected =
  'must be an origin: http:// or https://, a host and an optional port, and nothing after it (no path, query or fragment; a trailing / alone is fine), such as https://example.com';

/** `https://host[:port]`, a trailing slash allowed: the origin (lower-case, without a default port), or null for anything else. */
export function originOf(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // What follows the host and port as written (URL would read `https://a.example?` or `https://a.example/./` as the root).
  const rest = /^https?:\/\/[^/?#\\]*(.*)$/is.exec(entry)?.[1];
  if (rest !== '' && rest !== '/') return null;
  if (url.username !== '' || url.password !== '' || entry.includes('@')) return null;
  return url.origin;
}

/**
 * The problem to report for `given` in `name`: what it must be (`or`: what else it may be), what
 * was given and, for an http(s) URL with more than its origin, that origin.
 */
export function originProblem(name: string, given: string, { eachEntry = false, or }: { eachEntry?: boolean; or?: string } = {}): string {
  let hint = '';
  try {
    const url = new URL(given);
    if (url.protocol === 'https:' || url.protocol === 'http:') hint = `; give ${url.origin}${url.pathname === '/' ? '' : ': serving under a path is not supported'}`;
  } catch {
    // not a URL: nothing to suggest
  }
  return `${name}: ${eachEntry ? 'each entry ' : ''}${originExpected}${or === undefined ? '' : `, or ${or}`} (got ${JSON.stringify(given)}${hint})`;
}
