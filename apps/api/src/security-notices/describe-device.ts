import { readUserAgent } from '../sessions/user-agent.ts';

/** "Chrome on Linux", from a User-Agent header, for a person to recognise their own device. */
export function describeDevice(userAgent: string): string {
  const { browser, system } = readUserAgent(userAgent);
  const name = browser ?? 'an unknown browser';
  return system ? `${name} on ${system}` : name;
}
