import type { EnvReader } from './env-reader.ts';

/** Store pages of the native apps (`IOS_APP_URL`, `ANDROID_APP_URL` in docs/api/settings.md), served at `/api/config` for /native-app. */
export interface NativeAppConfig {
  /** The iOS app's App Store page; null: there is no iOS app to offer. */
  iosUrl: string | null;
  /** The Android app's Google Play page; null: there is no Android app to offer. */
  androidUrl: string | null;
}

/**
 * A store link the site may show as a button: https only (a visitor is sent there with one tap),
 * no user name or password in it, at most 2,000 characters. Returns the link as given, or null.
 */
export function parseStoreLink(value: string): string | null {
  if (value.length > 2_000) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href.length > 2_000 ? null : url.href;
}

/** IOS_APP_URL and ANDROID_APP_URL (docs/api/settings.md): unset means that app is not offered. */
export function readNativeAppConfig(read: EnvReader): NativeAppConfig {
  const link = (name: string): string | null => {
    const value = read.optionalString(name);
    if (value === null) return null;
    const parsed = parseStoreLink(value);
    if (parsed === null) read.problems.push(`${name}: must be an https link of at most 2000 characters with no user name or password (got ${JSON.stringify(value.slice(0, 200))})`);
    return parsed;
  };
  return { iosUrl: link('IOS_APP_URL'), androidUrl: link('ANDROID_APP_URL') };
}
