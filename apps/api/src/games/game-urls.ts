/** Where the sandboxed frame loads a version of a game (served by src/play/). */
export const playUrl = (game: string, version: number): string => `/play/${game}/${version}/`;

/**
 * The thumbnail's URL from its storage key. A thumbnail inside the version's own files
 * (`games/<game>/<version>/<path>`, as the Levels build ships its own) is served with them under
 * `/play`. Thumbnails stored apart from the bundle get their URL here when the submissions step
 * serves them; until then they have none.
 */
export function thumbnailUrl(game: string, version: number, thumbnailKey: string | null): string | null {
  if (thumbnailKey === null) return null;
  const filesPrefix = `games/${game}/${version}/`;
  if (thumbnailKey.startsWith(filesPrefix) && thumbnailKey.length > filesPrefix.length) return `${playUrl(game, version)}${thumbnailKey.slice(filesPrefix.length)}`;
  return null;
}
