/**
 * Control characters in the text of requests. NUL (U+0000), which PostgreSQL's `text` and `jsonb`
 * cannot hold, and half of a surrogate pair are refused in every string and key of every request
 * before these patterns are checked (400 `text_unstorable`, `errorStatuses`); the contract refuses
 * the other control characters per field (400 `validation_failed` naming the field), with these rules:
 * - one line (codes, tokens, search words): no C0 control (U+0000–U+001F) and no DEL (U+007F);
 * - one line that one person writes for others to read (display names, titles, reasons):
 *   `shownLinePattern` below, which also refuses what could reorder or hide the text around it;
 * - several lines (messages, bodies, a SIWE message): TAB, LF and CR allowed, no other C0 control or DEL;
 * - passwords: NUL refused, nothing else (a password is hashed, never stored or shown, and refusing
 *   more could shut out a password chosen before this rule);
 * - names a provider signs (Telegram's first_name, last_name, username): accepted as signed, since
 *   the signature covers them as sent, and cleaned by the server before they are kept.
 * The patterns are read with the `u` flag, as JSON Schema 2020-12 asks and Ajv and TypeBox do.
 * Why one line and several lines differ: docs/architecture.md, "Text one person shows another".
 */

/** One line: no C0 control character and no DEL. */
export const oneLinePattern = '^[^\\u0000-\\u001F\\u007F]*$';

/** One line with at least one character other than a space (search words, a game's error text: kept as they came). */
export const visibleOneLinePattern = '^[^\\u0000-\\u001F\\u007F]*[^\\s\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*$';

/** Several lines: TAB, LF and CR are the only control characters allowed. */
export const multiLinePattern = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/** Anything but NUL (passwords). */
export const noNulPattern = '^[^\\u0000]*$';

/** C0 and C1 controls and DEL. */
const controls = '\\u0000-\\u001F\\u007F-\\u009F';
/** The line and paragraph separators: not one line. */
const lineBreaks = '\\u2028\\u2029';
/** Arabic letter mark, left-to-right and right-to-left marks, embeddings, overrides and their end, isolates and their end. */
const directionControls = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
/**
 * Invisible format characters with no place in a name or a title: soft hyphen, zero-width space,
 * word joiner and invisible operators, deprecated format controls, zero-width no-break space, annotation marks.
 * U+200C and U+200D (zero-width non-joiner and joiner) are kept: the joiner makes one emoji of a
 * sequence (👨‍👩‍👧, 🏳️‍🌈) and both shape Persian, Arabic and Indic names (علی‌رضا); they turn no text
 * around, and display names are not unique, so one hidden in a name lets no one pass for another
 * more than a copied name does. Alone they show nothing, which the next rule refuses.
 */
const invisibles = '\\u00AD\\u200B\\u2060-\\u2064\\u206A-\\u206F\\uFEFF\\uFFF9-\\uFFFB';
const refusedInLine = `${controls}${lineBreaks}${directionControls}${invisibles}`;
/**
 * What shows nothing: white space (NEL, which JavaScript's \s leaves out, included), the characters
 * Unicode says to show as nothing when not supported (fillers such as U+3164 HANGUL FILLER and
 * U+115F, U+1160, U+FFA0, joiners, variation selectors, tags), and U+2800 BRAILLE PATTERN BLANK.
 */
const blanks = '\\s\\u0085\\u2800\\p{Default_Ignorable_Code_Point}';

/**
 * One line that one person writes for others to read, at least one character of it visible: no
 * control character, line separator, direction control or invisible format character (see above).
 */
export const shownLinePattern = `^[^${refusedInLine}]*[^${refusedInLine}${blanks}][^${refusedInLine}]*$`;

/** Several lines with at least one visible character (news bodies, support messages). */
export const visibleMultiLinePattern = `^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*[^\\u0000-\\u001F\\u007F${blanks}][^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$`;

/** Why a text does not fit `shownLinePattern`: the first character refused and its kind, or that nothing of it shows. */
export type ShownLineProblem = { kind: 'control' | 'line_break' | 'direction' | 'invisible'; character: string } | { kind: 'nothing_visible' };

// Pure: a page that imports one of these functions compiles none of the others' expressions (a
// bundler keeps a `new RegExp` it cannot prove free of side effects, and runs it at start-up).
const refusedKinds = [
  ['control', /* @__PURE__ */ new RegExp(`[${controls}]`, 'u')],
  ['line_break', /* @__PURE__ */ new RegExp(`[${lineBreaks}]`, 'u')],
  ['direction', /* @__PURE__ */ new RegExp(`[${directionControls}]`, 'u')],
  ['invisible', /* @__PURE__ */ new RegExp(`[${invisibles}]`, 'u')],
] as const;
const firstRefused = /* @__PURE__ */ new RegExp(`[${refusedInLine}]`, 'u');
const visible = /* @__PURE__ */ new RegExp(`[^${refusedInLine}${blanks}]`, 'u');

const refusedAsSpace = /* @__PURE__ */ new RegExp(`[${controls}${lineBreaks}]`, 'gu');
const refusedAsNothing = /* @__PURE__ */ new RegExp(`[${directionControls}${invisibles}]`, 'gu');

/**
 * Text from elsewhere (a provider's name for a new account) made fit to show to others on one
 * line: control characters and line separators become spaces, direction controls and invisible
 * characters are dropped. Whether anything visible is left is `shownLineProblem`'s to say.
 */
export function cleanShownLine(text: string): string {
  return text.replace(refusedAsSpace, ' ').replace(refusedAsNothing, '');
}

/** `U+202E`: how a refusal names a character. */
const codePointName = (character: string): string => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Whether `text` shows anything: a character that is neither refused in a shown line nor blank.
 * For a name saved before the rule, which may be blank to the eye (the account menu then names
 * the account in its own words).
 */
export function showsSomething(text: string): boolean {
  return visible.test(text);
}

/** What is wrong with `text` as one line shown to others (`shownLinePattern`), or null when it fits. */
export function shownLineProblem(text: string): ShownLineProblem | null {
  const refused = firstRefused.exec(text)?.[0];
  if (refused !== undefined) {
    const kind = refusedKinds.find(([, characters]) => characters.test(refused))?.[0] ?? 'invisible';
    return { kind, character: codePointName(refused) };
  }
  return visible.test(text) ? null : { kind: 'nothing_visible' };
}
