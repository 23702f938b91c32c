import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { hashToken, newSecretToken } from '../../sessions/secret-token.ts';
import { consumeToken, issueToken, type IssuedToken } from '../single-use-tokens.ts';

/** The cookie that binds a ton_proof payload to the browser that asked for it. */
const TON_PAYLOAD_COOKIE = 'site_ton_proof';
const COOKIE_PATH = '/api/auth/ton';

/** How long the wallet has to sign the payload; a proof's timestamp may be this old too. */
export const TON_PAYLOAD_TTL_SECONDS = 10 * 60;

/**
 * A new random payload for the wallet to sign, kept for this browser only: a single-use token in an
 * HttpOnly, SameSite=Strict cookie names the payload's hash (only hashes are stored). A new payload
 * replaces the browser's last one.
 */
export async function issueTonPayload(db: Queryable, config: Config, reply: FastifyReply, now: Date): Promise<IssuedToken> {
  const payload = newSecretToken();
  const binding = await issueToken(db, { purpose: 'ton_proof_payload', ttlSeconds: TON_PAYLOAD_TTL_SECONDS, now, data: { payloadHash: hashToken(payload).toString('hex') } });
  void reply.setCookie(TON_PAYLOAD_COOKIE, binding.token, { path: COOKIE_PATH, httpOnly: true, secure: config.cookieSecure, sameSite: 'strict', maxAge: TON_PAYLOAD_TTL_SECONDS });
  return { token: payload, expiresAt: binding.expiresAt };
}

/**
 * Uses up this browser's payload whatever the proof's fate, and checks that `payload` is it: 400
 * `ton_payload_invalid` when the browser has none, or it is expired, used already, or another one.
 */
export async function takeTonPayload(db: Queryable, config: Config, request: FastifyRequest, reply: FastifyReply, payload: string, now: Date): Promise<void> {
  const token = request.cookies[TON_PAYLOAD_COOKIE];
  void reply.clearCookie(TON_PAYLOAD_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure: config.cookieSecure, sameSite: 'strict' });
  const consumed = token ? await consumeToken<{ payloadHash: string }>(db, 'ton_proof_payload', token, now) : null;
  if (consumed?.data.payloadHash !== hashToken(payload).toString('hex')) {
    throw new ApiError('ton_payload_invalid', 'This browser has no such TON Connect payload waiting (expired, used already, or asked for elsewhere). Connect the wallet again.', { field: 'body.proof.payload' });
  }
}
