/** Where the sandboxed frame loads a version of a game (served by src/play/): a path on the games' origin (`onGamesOrigin`). */
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

/**
 * A URL of this file as the site must load it: `/play/…` is served only on the games' own origin
 * (PLAY_ORIGIN, src/http/games-host.ts), so it is made absolute there; `/api/…` stays the site's.
 * The routes that answer these URLs call it (the domains build paths, the routes know the origin).
 */
export const onGamesOrigin = (gamesOrigin: string, url: string): string => (url.startsWith('/play/') ? `${gamesOrigin}${url}` : url);

/** `onGamesOrigin` for a thumbnail, which may be absent. */
export const thumbnailOnGamesOrigin = (gamesOrigin: string, url: string | null): string | null => (url === null ? null : onGamesOrigin(gamesOrigin, url));

/** A game as the API answers it: its frame's and its thumbnail's URLs on the games' origin. */
export const gameOnGamesOrigin = <Shown extends { playUrl: string; thumbnailUrl: string | null }>(gamesOrigin: string, game: Shown): Shown => ({
  ...game,
  playUrl: onGamesOrigin(gamesOrigin, game.playUrl),
  thumbnailUrl: thumbnailOnGamesOrigin(gamesOrigin, game.thumbnailUrl),
});
