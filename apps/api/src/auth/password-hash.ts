import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Config } from '../config/config.ts';

/**
 * scrypt (memory-hard; docs/architecture.md, "Security rules") with N = 2^PASSWORD_HASH_COST
 * (2^15 in production: 32 MiB and a few tens of milliseconds a hash), r = 8. The parameters are
 * written into each hash, so a hash made at one cost verifies at any other setting with its own,
 * and `needsRehash` replaces it at the next sign-in.
 */
export interface ScryptParameters {
  n: number;
  r: number;
  p: number;
}

/** The parameters of the hashes this server makes: N from PASSWORD_HASH_COST (src/config/password-hash-config.ts). */
export function passwordHashParameters(config: Pick<Config, 'passwordHashCost'>): ScryptParameters {
  return { n: 2 ** config.passwordHashCost, r: 8, p: 1 };
}

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** A hash read from the database cannot ask for more than this (a damaged row must not exhaust memory). */
const MAX_N = 2 ** 20;
const hashPattern = /^\$scrypt\$n=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function deriveKey(password: string, salt: Buffer, parameters: ScryptParameters, length: number): Promise<Buffer> {
  const options: ScryptOptions = { N: parameters.n, r: parameters.r, p: parameters.p, maxmem: 256 * parameters.n * parameters.r * parameters.p };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** `$scrypt$n=32768,r=8,p=1$<salt>$<key>` (base64url), never the password. */
export async function hashPassword(password: string, parameters: ScryptParameters): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, parameters, KEY_BYTES);
  return `$scrypt$n=${parameters.n},r=${parameters.r},p=${parameters.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  parameters: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

export function parsePasswordHash(hash: string): ParsedHash | null {
  const match = hashPattern.exec(hash);
  if (!match) return null;
  const [n, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const powerOfTwo = n > 1 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n > MAX_N || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const key = Buffer.from(match[5] ?? '', 'base64url');
  if (key.length < 16) return null;
  return { parameters: { n, r, p }, salt: Buffer.from(match[4] ?? '', 'base64url'), key };
}

/** Whether `password` is the one `hash` was made from, compared in constant time. A malformed hash is never a match. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parsePasswordHash(hash);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.parameters, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** A hash made with other parameters than `current`: replace it once the password is known again. */
export function needsRehash(hash: string, current: ScryptParameters): boolean {
  const parsed = parsePasswordHash(hash);
  return !parsed || parsed.parameters.n !== current.n || parsed.parameters.r !== current.r || parsed.parameters.p !== current.p;
}

/** One decoy hash per set of parameters (a process has one, its configuration's). */
const decoys = new Map<string, Promise<string>>();

/**
 * Does the work of a real check against a hash nobody's password matches, made with `current`
 * (what a real account's hash costs), so that signing in with an unknown address takes as long
 * as with a wrong password.
 */
export async function spendPasswordCheck(password: string, current: ScryptParameters): Promise<false> {
  const key = `${current.n},${current.r},${current.p}`;
  let decoy = decoys.get(key);
  if (decoy === undefined) {
    decoy = hashPassword(randomBytes(24).toString('base64url'), current);
    decoys.set(key, decoy);
  }
  await verifyPassword(password, await decoy);
  return false;
}
