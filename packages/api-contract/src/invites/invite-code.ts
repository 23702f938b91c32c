/**
 * Invite codes, as plain data both sides read (no schema library, so the site's bundle stays small).
 * An account's own code: 10 characters of Crockford's base 32 in capitals, safe in a URL and as a
 * Telegram start parameter. Links shared before codes existed carry a lowercase wallet address or
 * `tg<Telegram id>`; they still lead to the account holding that identity. The three shapes never
 * overlap (the old ones are lowercase).
 */
export const accountInviteCodePattern = /^[0-9A-HJKMNP-TV-Z]{10}$/;
export const walletInviteCodePattern = /^0x[0-9a-f]{40}$/;
export const telegramInviteCodePattern = /^tg[1-9][0-9]{0,19}$/;

/** Any code a link may carry: the account's own, or one of the older identity codes. */
export const inviteCodePattern = /^(?:[0-9A-HJKMNP-TV-Z]{10}|0x[0-9a-f]{40}|tg[1-9][0-9]{0,19})$/;

export function isInviteCode(value: unknown): value is string {
  return typeof value === 'string' && inviteCodePattern.test(value);
}
