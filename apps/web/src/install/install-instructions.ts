import type { Device } from '@site/wallet-core';

/** Which browser's way of installing a site to explain when it offers no install prompt. */
export type InstallPlatform =
  | 'ios-safari'
  | 'ios-other'
  | 'android-chromium'
  | 'android-firefox'
  | 'android-samsung'
  | 'macos-safari'
  | 'desktop-chromium'
  | 'desktop-firefox'
  | 'other';

// bowser's names of the desktop browsers built on Chromium, which install sites from their menu.
const chromiumBrowsers = new Set(['Chrome', 'Chromium', 'Microsoft Edge', 'Opera', 'Vivaldi', 'Yandex Browser', 'Brave']);

/** The install instructions for a device (wallet-core's `getDevice`, i.e. bowser's names). */
export function installPlatformFor(device: Device): InstallPlatform {
  const os = device.os?.name;
  const browser = device.browser?.name;
  if (os === 'iOS' || os === 'iPadOS') return browser === 'Safari' ? 'ios-safari' : 'ios-other';
  if (os === 'Android') {
    if (browser === 'Firefox') return 'android-firefox';
    if (browser === 'Samsung Internet for Android') return 'android-samsung';
    return 'android-chromium';
  }
  if (os === 'macOS' && browser === 'Safari') return 'macos-safari';
  if (browser === 'Firefox') return 'desktop-firefox';
  if (browser !== undefined && chromiumBrowsers.has(browser)) return 'desktop-chromium';
  return 'other';
}

/** The steps to show for each platform, as keys under `appInstall.steps.` in the translation files. */
export const installSteps: Readonly<Record<InstallPlatform, readonly string[]>> = {
  'ios-safari': ['iosShare', 'iosAddToHomeScreen', 'iosConfirm'],
  'ios-other': ['iosOtherShare', 'iosAddToHomeScreen', 'iosConfirm', 'iosOtherFallback'],
  'android-chromium': ['androidMenu', 'androidInstall'],
  'android-firefox': ['firefoxAndroidMenu', 'androidInstall'],
  'android-samsung': ['samsungMenu', 'samsungAddPage'],
  'macos-safari': ['macSafariFile', 'macSafariAddToDock'],
  'desktop-chromium': ['desktopInstallIcon', 'desktopInstallMenu'],
  'desktop-firefox': ['firefoxDesktopNone', 'firefoxDesktopOther'],
  other: ['otherMenu'],
};
