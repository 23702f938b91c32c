// Decoders used only to INSPECT untrusted icon text for script. They are deliberately more
// permissive than browsers (they decode more), so anything a browser could decode into a script
// scheme is seen by the checks. Their output is never rendered.

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', semi: ';', comma: ',', period: '.',
  sol: '/', bsol: '\\', lpar: '(', rpar: ')', lsqb: '[', rsqb: ']', lbrack: '[', rbrack: ']',
  excl: '!', num: '#', percnt: '%', equals: '=', plus: '+', quest: '?', commat: '@', dollar: '$',
  tab: '\t', newline: '\n', nbsp: '\u00a0', hyphen: '-', dash: '-', lowbar: '_', grave: '`',
};

function fromCodePoint(codePoint: number): string {
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd';
}

/** Numeric (`&#106;`, `&#x6A`, leading zeros, no `;`) and the named entities that matter. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x0*([0-9a-f]{1,8});?/gi, (_, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#0*([0-9]{1,10});?/g, (_, decimal: string) => fromCodePoint(Number.parseInt(decimal, 10)))
    .replace(/&([a-z]{2,8});?/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity);
}

/** `%XX` sequences as single characters; malformed ones are left as they are (never throws). */
export function percentDecode(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** CSS escapes: `\6a `, `\00006a`, `\j`. */
function cssUnescape(text: string): string {
  return text
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\\([^0-9a-f\n])/gi, '$1');
}

/** Entity, percent and CSS decoding, repeated until stable (catches double encoding). */
export function decodeRepeatedly(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    const next = cssUnescape(percentDecode(decodeEntities(current)));
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * Lowercase with every whitespace, control and invisible character removed: browsers drop
 * tabs and newlines inside URLs, so `java\tscript:` must read as `javascript:`.
 */
export function compactLower(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return text.replace(/[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g, '').toLowerCase();
}

/** Script-running URL schemes, looked for anywhere in a compacted value. */
export const SCRIPT_SCHEME = /(?:java|vb|live)script:|mocha:/;
