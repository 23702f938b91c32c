/** The bits of `window` that say how the site is shown (a parameter, so tests can give their own). */
export interface DisplayModeSource {
  matchMedia?: (query: string) => { matches: boolean };
  navigator: { standalone?: unknown };
}

const appDisplayModes = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];

/**
 * Whether the site runs as an installed app: an app display mode from the manifest, or iOS's
 * home-screen web app (`navigator.standalone`, which iOS sets instead of the media query on old versions).
 */
export function isRunningAsApp(source: DisplayModeSource = window as DisplayModeSource): boolean {
  if (source.navigator.standalone === true) return true;
  if (typeof source.matchMedia !== 'function') return false;
  return appDisplayModes.some((mode) => source.matchMedia?.(`(display-mode: ${mode})`).matches === true);
}
