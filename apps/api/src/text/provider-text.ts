import { cleanShownLine } from '@site/api-contract';
import { isStorableText, storableText } from './storable-text.ts';

/**
 * Text a sign-in provider signed as the person's (Telegram's first_name and username, an ID
 * token's name or e-mail): the signature covers it as sent, so it is not refused like a request's
 * own text, but PostgreSQL's `text` cannot hold NUL and names are one line shown to others. Every
 * control character and line separator becomes a space and every direction control or invisible
 * character goes (the contract's `cleanShownLine`), then runs of spaces become one, trimmed at both
 * ends; half of a surrogate pair, which the database cannot store either, becomes U+FFFD.
 */
export function cleanProviderText(text: string): string {
  return storableText(cleanShownLine(text)).replace(/\s+/gu, ' ').trim();
}

/** Whether a provider's identifier (an ID token's `sub`) has a control character or text the database cannot store: such an id is refused, never changed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const hasControlCharacter = (text: string): boolean => /[\u0000-\u001F\u007F]/.test(text) || !isStorableText(text);
