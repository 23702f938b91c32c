import { SCRIPT_SCHEME, compactLower, decodeEntities, decodeRepeatedly, percentDecode } from './decode-for-inspection.ts';
import { findTags, type MarkupTag } from './find-tags.ts';

/**
 * Longer icons are refused outright, which also bounds the work done on hostile input. Wallets'
 * icons are a few kB to tens of kB (EIP-6963 asks for 96 px and up); 200,000 characters still
 * hold a 150 kB image. The check is linear in the length, but hostile markup near the old limit
 * (2,000,000) still kept the page's main thread busy for over a second.
 */
export const MAX_ICON_LENGTH = 200_000;
/** How deep data URIs nested inside SVG are followed before giving up (and refusing). */
const MAX_DEPTH = 3;

const RASTER_TYPES = new Set([
  'image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp',
  'image/x-icon', 'image/vnd.microsoft.icon',
]);
const SVG_TYPE = 'image/svg+xml';
const SAFE_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii', 'iso-8859-1', 'latin1']);

/** Elements that run script, load documents or change how the rest of the page resolves. */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'foreignobject', 'iframe', 'frame', 'frameset', 'embed', 'object', 'applet', 'handler',
  'listener', 'base', 'meta', 'link', 'portal', 'fencedframe', 'noscript', 'template', 'xmp', 'noembed',
]);
const ANIMATION_ELEMENTS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor']);
/** The same elements, found by text search as a second line of defence. */
const FORBIDDEN_TAG_TEXT = new RegExp(
  `<[\\s/]*(?:[a-z0-9_.-]+:)?(?:${[...FORBIDDEN_ELEMENTS].join('|')})(?![a-z0-9_.:-])`,
);
/** An inline handler attribute (`onload=`) anywhere an attribute can start. */
const HANDLER_TEXT = /(?:^|[\s"'/<>;`])on[a-z0-9_-]+\s*=/;
/** Control characters that are not valid in XML text (tab, LF and CR are). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** CSS that runs script or pulls in other documents. */
const DANGEROUS_CSS = /expression\(|-moz-binding|behaviou?r:|@import/;
const BASE64_PAYLOAD = /;base64,[a-z0-9+/]*={0,2}/gi;

/** Parts of a `data:` URI. */
export interface DataUri {
  mediaType: string;
  charset: string | undefined;
  base64: boolean;
  payload: string;
}

export function parseDataUri(uri: string): DataUri | undefined {
  const match = /^data:([^,]*),([\s\S]*)$/i.exec(uri);
  if (!match) return undefined;
  const parameters = (match[1] ?? '').replace(/\s+/g, '').toLowerCase().split(';');
  const charset = parameters.find((parameter) => parameter.startsWith('charset='))?.slice('charset='.length);
  return {
    mediaType: parameters[0] === '' || parameters[0] === undefined ? 'text/plain' : parameters[0],
    charset,
    // Like browsers: base64 only when `;base64` ends the header.
    base64: parameters.length > 1 && parameters.at(-1) === 'base64',
    payload: match[2] ?? '',
  };
}

/** The SVG text of an `image/svg+xml` data URI, or undefined when it cannot be read. */
export function readSvgDataUri(data: DataUri): string | undefined {
  if (!data.base64) return percentDecode(data.payload);
  try {
    return atob(data.payload.replace(/\s+/g, ''));
  } catch {
    return undefined;
  }
}

export function isSafeDataUri(uri: string, depth = 0): boolean {
  const data = parseDataUri(uri.trim());
  if (!data || depth > MAX_DEPTH) return false;
  if (data.charset !== undefined && !SAFE_CHARSETS.has(data.charset)) return false;
  if (RASTER_TYPES.has(data.mediaType)) {
    // Raster bytes cannot run script; only check that the payload really is base64, so nothing
    // can break out of an attribute. Base64 that happens to spell `onload=` is fine.
    // Trimmed first: white space both inside the payload and after the padding made this
    // pattern backtrack quadratically (a 200 kB payload of spaces took a minute).
    return data.base64 && /^[a-z0-9+/\s]+={0,2}$/i.test(data.payload.trimEnd());
  }
  if (data.mediaType !== SVG_TYPE) return false;
  const svg = readSvgDataUri(data);
  return svg !== undefined && isSafeSvgMarkup(svg, depth + 1);
}

function isSafeAttribute(tag: MarkupTag, name: string, localName: string, rawValue: string, depth: number): boolean {
  if (localName.startsWith('on')) return false;
  const value = decodeEntities(rawValue);
  const compact = compactLower(decodeRepeatedly(value));
  if (SCRIPT_SCHEME.test(compact) || DANGEROUS_CSS.test(compact)) return false;
  if (ANIMATION_ELEMENTS.has(tag.localName) && name === 'attributename') {
    const target = compact.slice(compact.lastIndexOf(':') + 1);
    if (target === 'href' || target === 'src' || target.startsWith('on')) return false;
  }
  if (tag.localName === 'use' && localName === 'href' && !value.trim().startsWith('#')) return false;
  // Every data URI in a value must itself be a safe image (SVG ones are inspected in turn).
  if (compact.includes('data:')) {
    const dataStart = value.search(/data:/i);
    if (dataStart === -1 || !isSafeDataUri(value.slice(dataStart), depth)) return false;
    if (compact.indexOf('data:') !== compact.lastIndexOf('data:')) return false;
  }
  // Tag-like text inside a value: a parser that disagrees with ours about where the value ends
  // would see those tags, so they must be safe too.
  if (value.includes('<') && !areSafeTags(findTags(value), depth + 1)) return false;
  return true;
}

function areSafeTags(tags: readonly MarkupTag[], depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  return tags.every(
    (tag) =>
      !FORBIDDEN_ELEMENTS.has(tag.localName) &&
      tag.attributes.every((attribute) => isSafeAttribute(tag, attribute.name, attribute.localName, attribute.value, depth)),
  );
}

/** Declarations allowed before the root: an XML declaration in a safe encoding, a plain DOCTYPE. */
function hasSafeProlog(decoded: string): boolean {
  for (const match of decoded.matchAll(/<\?([^\s?]*)([^>]*)/g)) {
    if (match[1] !== 'xml') return false;
    const encoding = /encoding\s*=\s*["']?([^"'\s?]+)/.exec(match[2] ?? '')?.[1];
    if (encoding !== undefined && !SAFE_CHARSETS.has(encoding)) return false;
  }
  // A DOCTYPE with an internal subset (`[` before its `>`). Each `<!doctype` is read up to the
  // next one only: reading on rescanned the rest of the text from every one (quadratic). The next
  // one finds what lies beyond it.
  return !/<!doctype(?:(?!<!doctype)[^>])*\[/.test(decoded) && !/<!entity/.test(compactLower(decoded));
}

/** SVG markup that cannot run script however it is rendered. */
export function isSafeSvgMarkup(markup: string, depth = 0): boolean {
  if (depth > MAX_DEPTH || markup.length > MAX_ICON_LENGTH || CONTROL_CHARACTERS.test(markup)) return false;
  const tags = findTags(markup);
  if (tags[0]?.localName !== 'svg') return false;

  const decoded = decodeRepeatedly(markup).toLowerCase();
  if (!hasSafeProlog(decoded)) return false;
  // Text-level checks, independent of how the markup is tokenised.
  const compact = compactLower(decoded);
  if (SCRIPT_SCHEME.test(compact) || DANGEROUS_CSS.test(compact)) return false;
  if (FORBIDDEN_TAG_TEXT.test(decoded)) return false;
  if (HANDLER_TEXT.test(decoded.replace(BASE64_PAYLOAD, ';base64,'))) return false;
  return areSafeTags(tags, depth);
}

/** An absolute `https://` URL that cannot break out of an attribute. */
export function isSafeHttpsUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are refused in URLs
  if (!/^https:\/\//i.test(url) || /[\s"'<>`\\\u0000-\u001f\u007f]/.test(url)) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
