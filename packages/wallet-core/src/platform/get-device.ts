import { parse } from 'bowser';
import type { Device, DeviceType } from '../wallets/types.ts';

const deviceTypes: readonly string[] = ['desktop', 'mobile', 'tablet'] satisfies DeviceType[];

const unknownDevice = (): Device => ({ type: null, os: null, browser: null });

/**
 * Reads the device type, OS and browser (bowser's names, e.g. `Chrome`, `Microsoft Edge`, `iOS`,
 * `macOS`) from `userAgent`, or from `navigator.userAgent` when none is given. Never throws: an
 * empty or missing user agent (Node, SSR) gives a device of nulls.
 */
export function getDevice(userAgent?: string): Device {
  const fromNavigator = userAgent === undefined;
  const agent = fromNavigator ? readNavigatorUserAgent() : userAgent;
  if (typeof agent !== 'string' || agent.trim() === '') return unknownDevice();

  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(agent);
  } catch {
    return unknownDevice();
  }

  const device: Device = {
    type: parsed.platform.type !== undefined && deviceTypes.includes(parsed.platform.type) ? (parsed.platform.type as DeviceType) : null,
    os: named(parsed.os.name, parsed.os.version),
    browser: named(parsed.browser.name, parsed.browser.version),
  };
  return fromNavigator && isIPadInDesktopMode(device) ? { ...device, type: 'tablet', os: { name: 'iOS' } } : device;
}

function named(name: string | undefined, version: string | undefined): Device['os'] {
  if (name === undefined || name === '') return null;
  return version === undefined || version === '' ? { name } : { name, version };
}

function readNavigatorUserAgent(): string | undefined {
  try {
    const agent: unknown = (globalThis as { navigator?: { userAgent?: unknown } }).navigator?.userAgent;
    return typeof agent === 'string' ? agent : undefined;
  } catch {
    return undefined;
  }
}

/**
 * iPadOS Safari asks for desktop sites by default and then sends a macOS user agent; only the
 * touch screen gives it away. Without this, desktop-only extension wallets would be offered.
 */
function isIPadInDesktopMode(device: Device): boolean {
  if (device.os?.name !== 'macOS') return false;
  try {
    const touchPoints: unknown = (globalThis as { navigator?: { maxTouchPoints?: unknown } }).navigator?.maxTouchPoints;
    return typeof touchPoints === 'number' && touchPoints > 1;
  } catch {
    return false;
  }
}
