/** Where a game may load from: its own version's folder, and the SDK's (both on the games' origin). */
export interface PlayFolders {
  /** `<games' origin>/play/<game>/<version>/` */
  game: string;
  /** `<games' origin>/play/sdk/` */
  sdk: string;
}

/** The folders of `/play/<game>/<version>/` on `origin` (the games' own origin, or the inspector's made-up one). */
export const playFoldersOf = (origin: string, game: string, version: string | number): PlayFolders => ({
  game: `${origin}/play/${game}/${version}/`,
  sdk: `${origin}/play/sdk/`,
});

/**
 * The headers of a game's files (docs/api/games-runs-and-rewards.md; docs/architecture.md, "Security rules"). The CSP's `sandbox allow-scripts` gives the game an
 * opaque origin even when it is opened outside the site's frame, so it can never read the site's
 * cookies or storage. Every fetch it makes is limited to its own version's folder (and the SDK's
 * for scripts), by path, not `'self'`: not the site, not the API, not another game, so a request
 * of a game never reaches `/api` on any host. Only the site (and the apps that frame it) may frame it.
 */
export function playContentSecurityPolicy(frameAncestors: readonly string[], folders: PlayFolders): string {
  const own = folders.game;
  return [
    'sandbox allow-scripts allow-pointer-lock',
    `default-src ${own}`,
    // Inline scripts are common in game builds and harmless in an opaque origin; WebAssembly needs its own keyword.
    `script-src ${own} ${folders.sdk} 'unsafe-inline' 'wasm-unsafe-eval'`,
    `style-src ${own} 'unsafe-inline'`,
    `img-src ${own} data: blob:`,
    `media-src ${own} data: blob:`,
    `font-src ${own} data:`,
    `connect-src ${own}`,
    `worker-src ${own} blob:`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/**
 * Features a game never gets, whatever its frame's `allow` says. Only features Chromium knows:
 * an unknown one (`bluetooth` was) puts a warning in the console of every game page. Web
 * Bluetooth needs no entry: the frame delegates nothing (no `allow`) to its opaque origin.
 */
export const playPermissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=(), publickey-credentials-get=()';

/** A published version never changes: its assets are cached for good, its pages for an hour (so a takedown reaches new visits soon). */
export function playCacheControl(access: 'published' | 'review', type: string): string {
  if (access === 'review') return 'private, no-store';
  return type.startsWith('text/html') ? 'public, max-age=3600' : 'public, max-age=31536000, immutable';
}
