import { storage } from '../storage/safe-storage.ts';
import { isReferralCode } from './invite-link.ts';

const referrerKey = 'site.referrer';

/**
 * The referral code a visitor arrived with: `?ref=` of a website invite link, else the Telegram
 * start parameter of a mini-app invite link (`?startapp=<code>`). Null when neither is a valid code.
 */
export function referrerFrom(search: string, startParam: string | null): string | null {
  const fromQuery = new URLSearchParams(search).get('ref');
  if (isReferralCode(fromQuery)) return fromQuery;
  return isReferralCode(startParam) ? startParam : null;
}

/**
 * Keeps a valid referral code from an invite link (the first one wins) for the account API to
 * credit later; anything else is ignored.
 */
export function rememberReferrer(search: string, startParam: string | null): void {
  const code = referrerFrom(search, startParam);
  if (code !== null && storage.read(referrerKey) === null) storage.write(referrerKey, code);
}

export function rememberedReferrer(): string | null {
  const code = storage.read(referrerKey);
  return isReferralCode(code) ? code : null;
}
