import { findTags } from './find-tags.ts';
import { isSafeIcon } from './is-safe-icon.ts';
import { parseDataUri } from './inspect-icon.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/**
 * Inline SVG often omits the namespaces; an SVG image without them does not render. Adds them to
 * the root element when missing.
 */
function withNamespaces(markup: string): string {
  const tags = findTags(markup);
  const root = tags[0];
  if (!root) return markup;
  const declared = new Set(root.attributes.map((attribute) => attribute.name));
  const usesXlink = tags.some((tag) => tag.attributes.some((attribute) => attribute.name.startsWith('xlink:')));
  let additions = '';
  if (!declared.has('xmlns')) additions += ` xmlns="${SVG_NAMESPACE}"`;
  if (usesXlink && !declared.has('xmlns:xlink')) additions += ` xmlns:xlink="${XLINK_NAMESPACE}"`;
  return additions === '' ? markup : markup.slice(0, root.nameEnd) + additions + markup.slice(root.nameEnd);
}

/** Percent-encodes what may not appear raw in a URL (quotes, `<`, `#`, spaces…), keeping `%XX`. */
function encodeRawCharacters(payload: string): string {
  return payload.replace(/[^\w\-.~!$&()*+,;=:@/?%]/gu, (character) =>
    character === "'" ? '%27' : encodeURIComponent(character),
  );
}

/**
 * A value for `<img src>` that cannot run script, or `undefined` when the icon is unsafe.
 * SVG markup becomes a `data:image/svg+xml` URI (namespaces added when missing); safe data URIs
 * and `https://` URLs are returned as they are (a URL-encoded SVG is re-encoded so it holds no
 * raw quotes). Render the result with `img.src = …`, never as HTML.
 */
export function toSafeIconSrc(icon: string): string | undefined {
  return isSafeIcon(icon) ? toCheckedIconSrc(icon) : undefined;
}

/** {@link toSafeIconSrc} of an icon that `isSafeIcon` has already accepted: not checked again. */
export function toCheckedIconSrc(icon: string): string | undefined {
  const trimmed = icon.trim();
  try {
    if (trimmed.startsWith('<')) {
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(withNamespaces(trimmed))}`;
    }
    const data = parseDataUri(trimmed);
    if (data && !data.base64) {
      const header = trimmed.slice(0, trimmed.indexOf(',') + 1).replace(/\s+/g, '');
      return header + encodeRawCharacters(data.payload);
    }
    return trimmed;
  } catch {
    // encodeURIComponent refuses lone surrogates.
    return undefined;
  }
}
