/** Where the sandboxed frame loads a version of a game (served by src/play/). */
export const playUrl = (game: string, version: number): string => `/play/${game}/${version}/`;

/**
 * The thumbnail's URL from its storage key. A thumbnail inside the version's own files
 * (`games/<game>/<version>/<path>`, as the Levels build ships its own) is served with them under
 * `/play`; an uploaded one, stored apart from the bundle, under `/api/thumbnails`.
 */
export function thumbnailUrl(game: string, version: number, thumbnailKey: string | null): string | null {
  if (thumbnailKey === null) return null;
  const filesPrefix = `games/${game}/${version}/`;
  if (thumbnailKey.startsWith(filesPrefix) && thumbnailKey.length > filesPrefix.length) return `${playUrl(game, version)}${thumbnailKey.slice(filesPrefix.length)}`;
  // Uploaded thumbnails live apart from the bundle (src/submissions/store-version.ts) and are served by src/submissions/thumbnail-route.ts.
  if (thumbnailKey.startsWith(`thumbnails/${game}/${version}/`)) return `/api/thumbnails/${game}/${version}`;
  return null;
}
