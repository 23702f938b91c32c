import { storage } from '../storage/safe-storage.ts';
import { clearInviteCookie, writeInviteCookie } from './invite-cookie.ts';
import { isReferralCode } from './invite-link.ts';

const referrerKey = 'site.referrer';

/**
 * The invite code a visitor arrived with: `?ref=` of a website invite link, else the Telegram
 * start parameter of a mini-app invite link (`?startapp=<code>`). Null when neither is a valid code.
 */
export function referrerFrom(search: string, startParam: string | null): string | null {
  const fromQuery = new URLSearchParams(search).get('ref');
  if (isReferralCode(fromQuery)) return fromQuery;
  return isReferralCode(startParam) ? startParam : null;
}

/**
 * Keeps a valid invite code from an invite link (the first one wins) for the account the visitor
 * creates: in storage for the e-mail registration's body, and in the invite cookie for every other
 * way to sign in. Anything else is ignored; a stored value that is not a code is dropped.
 */
export function rememberReferrer(search: string, startParam: string | null): void {
  const arrivedWith = referrerFrom(search, startParam);
  const remembered = rememberedReferrer();
  const code = remembered ?? arrivedWith;
  if (code === null) return;
  if (remembered === null) storage.write(referrerKey, code);
  writeInviteCookie(code);
}

export function rememberedReferrer(): string | null {
  const code = storage.read(referrerKey);
  return isReferralCode(code) ? code : null;
}

/** Forgets the remembered code (e.g. it is the signed-in account's own: it could never invite it). */
export function forgetReferrer(): void {
  storage.write(referrerKey, null);
  clearInviteCookie();
}
