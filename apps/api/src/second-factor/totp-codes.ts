import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Core Games';

function totp(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret (RFC 4226's recommended length), as base32 text. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/**
 * The time step a six-digit code belongs to, accepting the previous and the next step besides the
 * current one (clocks drift, people type slowly), or null when it matches none.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

export const isTotpCode = (code: string): boolean => /^[0-9]{6}$/.test(code);

/** No 0/o, 1/l/i: a code copied from paper is read without doubt. */
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const BACKUP_CODE_COUNT = 10;

/** Ten codes of 8 characters (about 40 bits each), shown as `abcd-efgh`. */
export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from({ length: 8 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

/** The form a backup code is hashed in: lower case, no dash. */
export const normalizeBackupCode = (code: string): string => code.toLowerCase().replaceAll('-', '');
