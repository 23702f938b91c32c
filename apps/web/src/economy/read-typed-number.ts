/** A number typed in a field, read in the page's language: its sign, its whole digits and its fraction's digits, if any. */
export type TypedNumber = { ok: true; negative: boolean; whole: string; fraction: string | undefined } | { ok: false; problem: 'empty' | 'notNumber' | 'grouping' };

interface Separators {
  group: string;
  decimal: string;
}

const separatorsByLanguage = new Map<string, Separators>();

/** How `language` writes 12,345.6: its digit group and decimal separators (what the site's own numbers show). */
function separatorsOf(language: string): Separators {
  let separators = separatorsByLanguage.get(language);
  if (separators) return separators;
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(language, { numberingSystem: 'latn' }).formatToParts(12_345.6);
  } catch {
    // An invalid language tag (RangeError): read it as English.
    parts = new Intl.NumberFormat('en').formatToParts(12_345.6);
  }
  separators = { group: parts.find((part) => part.type === 'group')?.value ?? ',', decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.' };
  separatorsByLanguage.set(language, separators);
  return separators;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads what a player typed as a number the way their language writes one, so "1,000" is a
 * thousand in English and "1.000" in Spanish, never one: digit groups are taken only where they
 * are unambiguous, three digits each after the first ("12,345,678"); the language's decimal
 * separator starts a fraction ("1.5" in English, "1,5" in Spanish). Any other use of a separator
 * ("1,5" in English, "1.5" in Spanish, "1,0000") is `grouping`: the caller names the forms it
 * takes. Spaces around are ignored; a sign (`-`, `−`, `+`) may lead.
 */
export function readTypedNumber(typed: string, language: string): TypedNumber {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  const { group, decimal } = separatorsOf(language);
  // A language that groups with a (non-breaking) space is also typed with a plain one.
  const groups = /^\s$/u.test(group) ? `${escape(group)} ` : escape(group);
  const shape = new RegExp(`^([-−+]?)([\\d${groups}]*)(?:${escape(decimal)}([\\d${groups}]*))?$`, 'u');
  const match = shape.exec(text);
  if (!match) return { ok: false, problem: /^[-−+]?[\d.,\s]*$/u.test(text) && /\d/.test(text) ? 'grouping' : 'notNumber' };
  const [, sign = '', whole = '', fraction] = match;
  if (whole === '' && (fraction ?? '') === '') return { ok: false, problem: 'notNumber' };
  const grouped = new RegExp(`[${groups}]`, 'u');
  if (fraction !== undefined && grouped.test(fraction)) return { ok: false, problem: 'grouping' };
  if (grouped.test(whole) && !new RegExp(`^\\d{1,3}(?:[${groups}]\\d{3})+$`, 'u').test(whole)) return { ok: false, problem: 'grouping' };
  return { ok: true, negative: sign === '-' || sign === '−', whole: whole.replace(new RegExp(`[${groups}]`, 'gu'), ''), fraction };
}
