export interface MarkupAttribute {
  /** Lowercased, with any namespace prefix (`xlink:href`). */
  name: string;
  /** Without the prefix (`href`). */
  localName: string;
  /** As written, entities not decoded. */
  value: string;
}

export interface MarkupTag {
  /** Lowercased, prefix included (`svg:script`). */
  name: string;
  localName: string;
  /** Index of the `<`. */
  start: number;
  /** Index just after the tag name. */
  nameEnd: number;
  attributes: MarkupAttribute[];
}

const WHITESPACE = /[\t\n\f\r ]/;

function localPart(name: string): string {
  const colon = name.lastIndexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/**
 * Every start tag in `markup`, read the way an HTML parser reads tags: `/` separates attributes,
 * unquoted values end at whitespace or `>`, an unclosed tag runs to the end. It does NOT skip
 * comments, CDATA or raw-text elements: a tag-like text anywhere is reported too, which can only
 * make the safety checks stricter.
 */
export function findTags(markup: string): MarkupTag[] {
  const tags: MarkupTag[] = [];
  const length = markup.length;
  let index = markup.indexOf('<');
  while (index !== -1 && index < length) {
    const start = index;
    index += 1;
    if (!/[a-z]/i.test(markup.charAt(index))) {
      index = markup.indexOf('<', index);
      continue;
    }
    let cursor = index;
    while (cursor < length && !WHITESPACE.test(markup.charAt(cursor)) && markup[cursor] !== '/' && markup[cursor] !== '>') cursor += 1;
    const name = markup.slice(index, cursor).toLowerCase();
    const tag: MarkupTag = { name, localName: localPart(name), start, nameEnd: cursor, attributes: [] };

    while (cursor < length && markup[cursor] !== '>') {
      const char = markup.charAt(cursor);
      if (WHITESPACE.test(char) || char === '/') {
        cursor += 1;
        continue;
      }
      const nameStart = cursor;
      cursor += 1; // the first character belongs to the name, even `=`
      while (cursor < length && !WHITESPACE.test(markup.charAt(cursor)) && !'/>='.includes(markup.charAt(cursor))) cursor += 1;
      const attributeName = markup.slice(nameStart, cursor).toLowerCase();
      while (cursor < length && WHITESPACE.test(markup.charAt(cursor))) cursor += 1;
      let value = '';
      if (markup[cursor] === '=') {
        cursor += 1;
        while (cursor < length && WHITESPACE.test(markup.charAt(cursor))) cursor += 1;
        const quote = markup.charAt(cursor);
        if (quote === '"' || quote === "'") {
          const close = markup.indexOf(quote, cursor + 1);
          const end = close === -1 ? length : close;
          value = markup.slice(cursor + 1, end);
          cursor = end + 1;
        } else {
          const valueStart = cursor;
          while (cursor < length && !WHITESPACE.test(markup.charAt(cursor)) && markup[cursor] !== '>') cursor += 1;
          value = markup.slice(valueStart, cursor);
        }
      }
      tag.attributes.push({ name: attributeName, localName: localPart(attributeName), value });
    }
    tags.push(tag);
    index = markup.indexOf('<', cursor);
  }
  return tags;
}
