export type ColorScheme = 'light' | 'dark';
/** `ios` and `base` inside Telegram; `tdesktop` when no mini-app SDK runs (docs/web/behaviour.md#telegram). */
export type PlatformStyle = 'ios' | 'base' | 'tdesktop';
/** What the visitor chose in the settings; `auto` follows Telegram (or the dark default). */
export type AppearancePreference = 'auto' | 'light' | 'dark';

export interface Appearance {
  scheme: ColorScheme;
  platform: PlatformStyle;
}

/** Appearance without the mini-app SDK, before the system's preference is read. */
export const defaultAppearance: Appearance = { scheme: 'dark', platform: 'tdesktop' };

/**
 * The scheme a plain browser asks for. docs/web/behaviour.md#telegram says dark is
 * used without the mini-app SDK: that stays the answer only when the system states no preference;
 * a system that asks for light or dark gets it ("Automatic" follows the system outside Telegram).
 */
export function systemScheme(matches: (query: string) => boolean): ColorScheme {
  if (matches('(prefers-color-scheme: light)')) return 'light';
  return 'dark';
}

/** Telegram's `tgWebAppPlatform` → platform style: `ios` for iOS and macOS, `base` otherwise. */
export function platformStyleFor(telegramPlatform: string): PlatformStyle {
  return telegramPlatform === 'ios' || telegramPlatform === 'macos' ? 'ios' : 'base';
}

export function isAppearancePreference(value: unknown): value is AppearancePreference {
  return value === 'auto' || value === 'light' || value === 'dark';
}

/** The scheme to show: the visitor's explicit choice wins over the environment's. */
export function effectiveScheme(preference: AppearancePreference, environment: ColorScheme): ColorScheme {
  return preference === 'auto' ? environment : preference;
}
