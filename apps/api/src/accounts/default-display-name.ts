import { randomInt } from 'node:crypto';

/** Crockford's base 32 without I, L, O and U: no letter looks like a digit or spells a word by chance. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The name a new account starts with when the way it signed in gave none: "Player" and four random
 * characters. Other players see it, so it is never made from the e-mail address, the wallet or
 * anything else that identifies the person; they choose their own in /setting.
 */
export function defaultDisplayName(): string {
  return `Player ${Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
}

/** A name a provider suggested, unless it is an e-mail address (some providers send one as the name). */
export function acceptableSuggestedName(name: string | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' || trimmed.includes('@') ? null : trimmed;
}
