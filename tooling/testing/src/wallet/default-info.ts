import type { Eip6963ProviderInfo } from './types.ts';

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#334155"/>' +
  '<rect x="6" y="10" width="20" height="14" rx="3" fill="#f8fafc"/>' +
  '<circle cx="21" cy="17" r="2" fill="#334155"/>' +
  '</svg>';

/** The default icon: a static SVG (no script, handlers or links) as a data URI. */
export const testWalletIcon = `data:image/svg+xml,${encodeURIComponent(iconSvg)}`;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Not a secure context: build a version 4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** EIP-6963 info with defaults for whatever the test left out; a fresh uuid per wallet. */
export function createWalletInfo(info: Partial<Eip6963ProviderInfo> = {}): Eip6963ProviderInfo {
  return Object.freeze({
    uuid: info.uuid ?? randomUuid(),
    name: info.name ?? 'Test Wallet',
    icon: info.icon ?? testWalletIcon,
    rdns: info.rdns ?? 'com.example.testwallet',
  });
}
