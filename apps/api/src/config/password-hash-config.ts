import type { EnvReader } from './env-reader.ts';
/**
 * PASSWORD_HASH_COST (docs/api/settings.md): log2 of scrypt's N for the hashes made from now on.
 * Every hash stores its own parameters, so one made at another cost still verifies, and is made
 * again at this one at its account's next sign-in.
 */
export function readPasswordHashCost(read: EnvReader): number {
  return read.setting('PASSWORD_HASH_COST');
}
