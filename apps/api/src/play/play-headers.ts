/**
 * The headers of a game's files (apps/api/README.md, "Games, runs and rewards"; docs/architecture.md, "Security rules"). The CSP's `sandbox allow-scripts` gives the game an
 * opaque origin even when it is opened outside the site's frame, so it can never read the site's
 * cookies or storage; its fetches, scripts and media stay on this server; only the site (and
 * the apps that frame it) may frame it.
 */
export function playContentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    'sandbox allow-scripts allow-pointer-lock',
    "default-src 'self'",
    // Inline scripts are common in game builds and harmless in an opaque origin; WebAssembly needs its own keyword.
    "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
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
