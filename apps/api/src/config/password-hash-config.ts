import type { EnvReader } from './env-reader.ts';

/** scrypt's cost in production: N = 2^15 (32 MiB, tens of milliseconds a hash on a quiet core). */
export const PRODUCTION_PASSWORD_HASH_COST = 15;

/**
 * The bounds of PASSWORD_HASH_COST. 20 is the most a stored hash may ask for
 * (auth/password-hash.ts reads no larger N, so a damaged row cannot exhaust memory); 10 is for the
 * tests' servers, which hash a password for nearly every account they make.
 */
export const PASSWORD_HASH_COST_RANGE = { min: 10, max: 20 } as const;

/**
 * PASSWORD_HASH_COST (docs/api/settings.md): log2 of scrypt's N for the hashes made from now on.
 * Every hash stores its own parameters, so one made at another cost still verifies, and is made
 * again at this one at its account's next sign-in.
 */
export function readPasswordHashCost(read: EnvReader): number {
  return read.integer('PASSWORD_HASH_COST', PRODUCTION_PASSWORD_HASH_COST, PASSWORD_HASH_COST_RANGE);
}
