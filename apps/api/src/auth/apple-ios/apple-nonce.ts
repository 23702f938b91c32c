import { createHash } from 'node:crypto';

/**
 * The nonce claims that prove `nonce`, the value the app made: the iOS app hands Apple the
 * SHA-256 hex of it (Apple's documented practice), and some apps hand it over as it is.
 */
export function acceptedAppleNonces(nonce: string): string[] {
  return [createHash('sha256').update(nonce).digest('hex'), nonce];
}
