/**
 * The element id a location's `#fragment` names, or null when it names none: empty, unreadable,
 * or a parameter list rather than an id (Telegram opens the mini app with its launch data there,
 * `#tgWebAppData=…&tgWebAppVersion=…`, which no element is to be waited for).
 */
export function fragmentIdOf(hash: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return /^[A-Za-z][\w:.-]*$/.test(id) ? id : null;
}
