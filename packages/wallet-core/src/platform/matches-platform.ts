import type { Device } from '../wallets/types.ts';

const deviceTypes = new Set(['all', 'desktop', 'mobile', 'tablet']);

/**
 * Whether a wallet module's `platforms` allow this device. Entries are device types (`desktop`,
 * `mobile`, `tablet`, `all`; a tablet also counts as mobile) or OS / browser names, compared
 * case-insensitively. When both kinds are listed, both must match: `['desktop', 'Chrome',
 * 'Microsoft Edge']` means a desktop running Chrome or Edge. No entries means every platform.
 */
export function matchesPlatform(platforms: unknown, device: Device): boolean {
  // Modules from outside may not be validated: a lone string counts as one entry.
  const entries = (Array.isArray(platforms) ? platforms : platforms === undefined ? [] : [platforms])
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim().toLowerCase());
  if (entries.length === 0) return true;

  const types = entries.filter((entry) => deviceTypes.has(entry));
  const names = entries.filter((entry) => !deviceTypes.has(entry));

  const deviceTypeNames = new Set(['all']);
  if (device.type !== null) deviceTypeNames.add(device.type);
  if (device.type === 'tablet') deviceTypeNames.add('mobile');
  const deviceNames = new Set<string>();
  if (device.os) deviceNames.add(device.os.name.toLowerCase());
  if (device.browser) deviceNames.add(device.browser.name.toLowerCase());

  const typeMatches = types.length === 0 || types.some((entry) => deviceTypeNames.has(entry));
  const nameMatches = names.length === 0 || names.some((entry) => deviceNames.has(entry));
  return typeMatches && nameMatches;
}
