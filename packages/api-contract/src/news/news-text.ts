/**
 * How a news body is read (plain text with paragraphs and links, never HTML; docs/api/news.md).
 *
 * - Paragraphs are separated by one or more blank lines; a single line break stays a line break.
 * - A link is `[text](https://example.com/page)`, `[text](/site/path)`, or a bare `https://…` or
 *   `http://…` URL. Nothing else is a link: `[text](javascript:…)`, `//host`, `/\host` and the
 *   like stay the text they are. Punctuation closing a sentence is not part of a bare URL.
 *
 * The result is data for the page to render as elements, so markup in the text is only ever text.
 */
export type NewsInline = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean };

export type NewsParagraph = readonly NewsInline[];

const linkPattern = /\[([^\]\n]{1,300})\]\(([^()\s]{1,2000})\)|(https?:\/\/[^\s<>"'`]+)/gi;
const sitePathPattern = /^\/(?![/\\])[^\s\\]*$/;
const trailingPunctuation = /[.,;:!?)\]}'"]+$/;

/** The href a link may have: an http(s) URL, or a path on this site; null for anything else. */
export function safeNewsHref(raw: string): { href: string; external: boolean } | null {
  if (sitePathPattern.test(raw)) return { href: raw, external: false };
  if (!/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') return null;
    return { href: url.href, external: true };
  } catch {
    return null;
  }
}

function pushText(parts: NewsInline[], text: string): void {
  if (text === '') return;
  const last = parts.at(-1);
  if (last?.kind === 'text') parts[parts.length - 1] = { kind: 'text', text: last.text + text };
  else parts.push({ kind: 'text', text });
}

/** One paragraph's text and links, in order. */
export function parseNewsInline(text: string): NewsParagraph {
  const parts: NewsInline[] = [];
  let position = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label, target, bare] = match;
    pushText(parts, text.slice(position, match.index));
    position = match.index + whole.length;
    if (label !== undefined && target !== undefined) {
      const safe = safeNewsHref(target);
      if (safe && label.trim() !== '') parts.push({ kind: 'link', text: label, ...safe });
      else pushText(parts, whole);
      continue;
    }
    const url = (bare ?? '').replace(trailingPunctuation, '');
    const safe = safeNewsHref(url);
    if (safe) parts.push({ kind: 'link', text: url, ...safe });
    else pushText(parts, url);
    // What was trimmed off the URL is text again.
    pushText(parts, whole.slice(url.length));
  }
  pushText(parts, text.slice(position));
  return parts;
}

/** The body's paragraphs, each its text and links; empty paragraphs are dropped. */
export function parseNewsText(body: string): NewsParagraph[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(parseNewsInline);
}
