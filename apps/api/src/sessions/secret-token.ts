import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits as URL-safe base64 (43 characters): session cookies and single-use links. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** Only hashes of secrets are stored, so a leaked table opens no session and no link. */
export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();
