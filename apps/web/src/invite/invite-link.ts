/** A referral code: a wallet address, or a Telegram user id. */
const referralCodePattern = /^(?:0x[0-9a-f]{40}|tg\d{1,20})$/;

export function isReferralCode(value: unknown): value is string {
  return typeof value === 'string' && referralCodePattern.test(value);
}

/** The visitor's referral code: their wallet address (lowercase), else their Telegram id. */
export function referralCodeFor(identity: { address?: string | undefined; telegramUserId?: number | null | undefined }): string | null {
  const address = identity.address?.toLowerCase();
  if (address && isReferralCode(address)) return address;
  if (typeof identity.telegramUserId === 'number' && Number.isSafeInteger(identity.telegramUserId) && identity.telegramUserId > 0) {
    return `tg${identity.telegramUserId}`;
  }
  return null;
}

/** The personal invite link: the site root with `?ref=<code>`. */
export function inviteLinkFor(origin: string, code: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('ref', code);
  return url.href;
}
