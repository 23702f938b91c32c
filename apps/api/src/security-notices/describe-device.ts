import { parse } from 'bowser';

/** "Chrome on Linux", from a User-Agent header, for a person to recognise their own device. */
export function describeDevice(userAgent: string): string {
  const parsed = userAgent.trim() === '' ? null : parse(userAgent);
  const browser = parsed?.browser.name ?? 'an unknown browser';
  const system = parsed?.os.name;
  return system ? `${browser} on ${system}` : browser;
}
