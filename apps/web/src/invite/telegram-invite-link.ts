import { isStartParam } from '../telegram/start-param.ts';

/**
 * The invite link that opens the site's Telegram mini app: `<miniAppUrl>?startapp=<code>`.
 * `miniAppUrl` is a link checked by `parseMiniAppUrl`; the code becomes Telegram's start
 * parameter, so it must match `^[\w-]{0,512}$` (referral codes always do). Null otherwise.
 */
export function telegramInviteLinkFor(miniAppUrl: string, code: string): string | null {
  if (code === '' || !isStartParam(code)) return null;
  const url = new URL(miniAppUrl);
  url.searchParams.set('startapp', code);
  return url.href;
}
