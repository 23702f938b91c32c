// Telegram bot usernames: 5 to 32 of a-z, 0-9 and _, starting with a letter, ending in "bot".
const botUsernamePattern = /^[a-z][a-z0-9_]{1,28}bot$/i;
// Mini-app short names: 3 to 30 of a-z, 0-9 and _.
const appShortNamePattern = /^[a-z0-9_]{3,30}$/i;

/**
 * A Telegram mini-app link from configuration: `https://t.me/<bot>/<app>` (a named mini app) or
 * `https://t.me/<bot>` (the bot's main mini app). Returns the link in that exact form, or null
 * for anything else: another scheme or host, a port, credentials, a query or fragment (the site
 * adds `?startapp=` itself), or names Telegram would not accept. One trailing slash is allowed.
 */
export function parseMiniAppUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== 't.me' || url.port !== '') return null;
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return null;
  if (/[?#]/.test(value)) return null;
  const segments = url.pathname.replace(/\/$/, '').split('/').slice(1);
  const [bot, app, ...rest] = segments;
  if (bot === undefined || !botUsernamePattern.test(bot) || rest.length > 0) return null;
  if (app !== undefined && !appShortNamePattern.test(app)) return null;
  return app === undefined ? `https://t.me/${bot}` : `https://t.me/${bot}/${app}`;
}
