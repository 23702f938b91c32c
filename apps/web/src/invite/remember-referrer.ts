import { storage } from '../storage/safe-storage.ts';
import { isReferralCode } from './invite-link.ts';

const referrerKey = 'site.referrer';

/**
 * Keeps a valid `?ref=` code from an invite link (the first one wins) for the account API to
 * credit later; anything else is ignored.
 */
export function rememberReferrer(search: string): void {
  const code = new URLSearchParams(search).get('ref');
  if (isReferralCode(code) && storage.read(referrerKey) === null) storage.write(referrerKey, code);
}

export function rememberedReferrer(): string | null {
  const code = storage.read(referrerKey);
  return isReferralCode(code) ? code : null;
}
