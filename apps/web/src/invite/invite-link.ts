import { isInviteCode } from '@site/api-contract/invite-code';

/**
 * An invite code a link may carry: an account's own (10 characters, e.g. `7KQ2M9XCHD`), or, in
 * links shared before accounts had codes, a lowercase wallet address or `tg<Telegram id>`. The
 * server decides which account it invites to.
 */
export function isReferralCode(value: unknown): value is string {
  return isInviteCode(value);
}

/** The personal invite link: the site root with `?ref=<code>`. */
export function inviteLinkFor(origin: string, code: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('ref', code);
  return url.href;
}
