import type { PublicConfigView } from '@site/api-contract';
import type { Device } from '@site/wallet-core';

export type Store = 'appStore' | 'googlePlay';

export interface StoreLink {
  store: Store;
  url: string;
}

/** An https link from the server, or null: the page sends visitors there, so it trusts nothing else. */
export function safeStoreUrl(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The store buttons to show on /native-app: one per configured, valid link; the store of the
 * visitor's own device first (App Store on iOS, Google Play on Android).
 */
export function storeLinksFor(nativeApps: PublicConfigView['nativeApps'], device: Device): StoreLink[] {
  const links: StoreLink[] = [];
  const ios = safeStoreUrl(nativeApps.ios);
  const android = safeStoreUrl(nativeApps.android);
  if (ios !== null) links.push({ store: 'appStore', url: ios });
  if (android !== null) links.push({ store: 'googlePlay', url: android });
  return device.os?.name === 'Android' ? links.reverse() : links;
}
