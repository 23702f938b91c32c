/** True when `hostname` is one of the allowed names (case-insensitive, exact match). */
export function isAllowedHostname(hostname: string, allowed: readonly string[]): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => entry === name);
}
