/** Why an address cannot be played in the playground; each has its sentence under `playground.addressProblems`. */
export type AddressProblem = 'empty' | 'too_long' | 'no_scheme' | 'not_a_url' | 'scheme' | 'credentials' | 'mixed_content' | 'site_origin';

export type CheckedAddress = { ok: true; url: string; origin: string } | { ok: false; problem: AddressProblem; detail: string };

export const gameAddressMaxLength = 2000;
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An address typed without its scheme (`localhost:8090`, `192.168.1.5:8080/game/`,
 * `games.example/tap/`) with the one it most likely needs in front: http:// for this computer or
 * on a plain-http site, https:// elsewhere. Null when the text has a scheme, or starts with no
 * host (a path like `game/index.html` or `index.html`, or `mailto:…`, which would read as a user name).
 */
function withScheme(typed: string, siteOrigin: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(typed)) return null;
  let url: URL;
  try {
    url = new URL(`http://${typed}`);
  } catch {
    return null;
  }
  const looksLikeFile = /\.html?$/i.test(url.hostname);
  const isHost = loopbackHosts.has(url.hostname) || url.port !== '' || url.hostname.startsWith('[') || (url.hostname.includes('.') && !looksLikeFile);
  if (!isHost || url.username !== '' || url.password !== '') return null;
  const scheme = loopbackHosts.has(url.hostname) || siteOrigin.startsWith('http:') ? 'http' : 'https';
  const suggestion = `${scheme}://${typed}`;
  return suggestion.length > 120 ? `${suggestion.slice(0, 120)}…` : suggestion;
}

/**
 * The address a maker typed for a game they serve themselves, checked before anything frames it:
 * an absolute http or https URL without a user name or password, not the site's own origin, and
 * not plain http on an https site unless it is this computer (the browser blocks such a frame).
 * `detail` is what was wrong, for the sentence that names it.
 */
export function checkGameAddress(input: string, siteOrigin: string): CheckedAddress {
  const typed = input.trim();
  if (typed === '') return { ok: false, problem: 'empty', detail: '' };
  if (typed.length > gameAddressMaxLength) return { ok: false, problem: 'too_long', detail: String(gameAddressMaxLength) };
  const suggested = withScheme(typed, siteOrigin);
  if (suggested !== null) return { ok: false, problem: 'no_scheme', detail: suggested };
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return { ok: false, problem: 'not_a_url', detail: typed.slice(0, 80) };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'scheme', detail: url.protocol };
  if (url.username !== '' || url.password !== '') return { ok: false, problem: 'credentials', detail: url.host };
  if (url.origin === siteOrigin) return { ok: false, problem: 'site_origin', detail: url.origin };
  if (url.protocol === 'http:' && siteOrigin.startsWith('https:') && !loopbackHosts.has(url.hostname)) return { ok: false, problem: 'mixed_content', detail: url.host };
  url.hash = '';
  return { ok: true, url: url.href, origin: url.origin };
}
