/**
 * Control characters in the text of requests. NUL (U+0000), which PostgreSQL's `text` and `jsonb`
 * cannot hold, and half of a surrogate pair are refused in every string and key of every request
 * before these patterns are checked (400 `text_unstorable`, `errorStatuses`); the contract refuses
 * the other control characters per field (400 `validation_failed` naming the field), with these rules:
 * - one line (names, codes, tokens, search words): no C0 control (U+0000–U+001F) and no DEL (U+007F);
 * - several lines (messages, bodies, a SIWE message): TAB, LF and CR allowed, no other C0 control or DEL;
 * - passwords: NUL refused, nothing else (a password is hashed, never stored or shown, and refusing
 *   more could shut out a password chosen before this rule);
 * - names a provider signs (Telegram's first_name, last_name, username): accepted as signed, since
 *   the signature covers them as sent, and cleaned by the server before they are kept.
 */

/** One line: no C0 control character and no DEL. */
export const oneLinePattern = '^[^\\u0000-\\u001F\\u007F]*$';

/** One line with at least one visible character. */
export const visibleOneLinePattern = '^[^\\u0000-\\u001F\\u007F]*[^\\s\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*$';

/** Several lines: TAB, LF and CR are the only control characters allowed. */
export const multiLinePattern = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/** Anything but NUL (passwords). */
export const noNulPattern = '^[^\\u0000]*$';
