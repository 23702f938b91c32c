import { MAX_ICON_LENGTH, isSafeDataUri, isSafeHttpsUrl, isSafeSvgMarkup } from './inspect-icon.ts';

/**
 * True when an icon cannot run script wherever it is rendered. Accepted forms: SVG markup,
 * `data:image/svg+xml` (base64 or URL-encoded; the SVG inside is checked), base64 raster
 * `data:image/png|jpeg|gif|webp…` URIs, and `https://` URLs. Everything else is refused,
 * including script tags (closed or not), inline `on…=` handlers, `javascript:` in any encoding,
 * SVG animations that retarget `href`, `<foreignObject>`, frames and plug-ins, and non-image data URIs.
 */
export function isSafeIcon(icon: string): boolean {
  if (typeof icon !== 'string' || icon.length > MAX_ICON_LENGTH) return false;
  const trimmed = icon.trim();
  if (trimmed.startsWith('<')) return isSafeSvgMarkup(trimmed);
  if (/^data:/i.test(trimmed)) return isSafeDataUri(trimmed);
  return isSafeHttpsUrl(trimmed);
}
