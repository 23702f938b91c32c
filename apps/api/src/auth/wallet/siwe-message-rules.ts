import { randomBytes } from 'node:crypto';
import type { ResponseOf } from '@site/api-contract';
import { getAddress, isAddress } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { Config } from '../../config/config.ts';
import { ApiError } from '../../errors/api-error.ts';

/** How long a nonce, and the message built on it, may wait for the wallet's signature. */
export const SIWE_LIFETIME_SECONDS = 600;
/** Clocks of browsers and servers differ a little: an issued-at this far ahead is still accepted. */
const ALLOWED_CLOCK_SKEW_MS = 60_000;
const statement = 'Sign in to Core Games.';

/** The fields the site's message must carry: the contract's answer of `walletNonce`. */
export type SiweFields = ResponseOf<'walletNonce'>;

/**
 * A fresh EIP-4361 nonce: 128 random bits in hex (alphanumeric, as the EIP requires). viem's
 * generateSiweNonce draws from Math.random, which is not meant for secrets.
 */
export const newSiweNonce = (): string => randomBytes(16).toString('hex');

/** What the site must put in the message it asks the wallet to sign. */
export function siweFieldsFor(config: Config, nonce: string, now: Date): SiweFields {
  return {
    nonce,
    domain: new URL(config.publicOrigin).host,
    uri: config.publicOrigin,
    chainId: config.chainId,
    statement,
    issuedAt: now.toISOString(),
    expirationTime: new Date(now.getTime() + SIWE_LIFETIME_SECONDS * 1000).toISOString(),
  };
}

export interface CheckedSiweMessage {
  /** The signer, EIP-55 checksummed. */
  address: `0x${string}`;
  nonce: string;
}

const invalid = (message: string): ApiError => new ApiError('siwe_invalid', message, { field: 'body.message' });

/**
 * Parses a SIWE message and checks every field against this server and the clock; throws a 400
 * naming what is wrong. The nonce's single use and the signature are checked afterwards.
 */
export function checkSiweMessage(text: string, config: Config, now: Date): CheckedSiweMessage {
  const message = parseSiweMessage(text);
  if (!message.domain || !message.address || !message.uri || !message.version || message.chainId === undefined || !message.nonce || !message.issuedAt) {
    throw invalid('The message is not an EIP-4361 sign-in message (domain, address, URI, version, chain id, nonce and issued-at are required).');
  }
  const origin = new URL(config.publicOrigin);
  // The parser takes any version; its type claims '1'.
  const version: string = message.version;
  if (version !== '1') throw invalid(`The message's version must be 1, not ${version}.`);
  if (!isAddress(message.address)) throw invalid('The message\'s address is not a valid (EIP-55) address.');
  if (message.domain !== origin.host) throw invalid(`The message is for ${message.domain}, not ${origin.host}.`);
  if (message.scheme !== undefined && `${message.scheme}:` !== origin.protocol) throw invalid(`The message's scheme must be ${origin.protocol.slice(0, -1)}.`);
  if (originOf(message.uri) !== config.publicOrigin) throw invalid(`The message's URI must be on ${config.publicOrigin}.`);
  if (message.chainId !== config.chainId) throw invalid(`The message is for chain ${message.chainId}, not chain ${config.chainId}.`);
  if (Number.isNaN(message.issuedAt.getTime())) throw invalid('The message\'s issued-at is not an RFC 3339 date-time.');
  if (message.issuedAt.getTime() > now.getTime() + ALLOWED_CLOCK_SKEW_MS) throw invalid('The message\'s issued-at is in the future.');
  if (!message.expirationTime) throw invalid('The message needs an expiration time.');
  if (Number.isNaN(message.expirationTime.getTime())) throw invalid('The message\'s expiration time is not an RFC 3339 date-time.');
  if (message.expirationTime.getTime() <= now.getTime()) {
    throw new ApiError('nonce_invalid', `The message expired at ${message.expirationTime.toISOString()}. Ask for a new nonce and sign again.`, { field: 'body.message' });
  }
  if (message.notBefore !== undefined) {
    if (Number.isNaN(message.notBefore.getTime())) throw invalid('The message\'s not-before is not an RFC 3339 date-time.');
    if (message.notBefore.getTime() > now.getTime()) throw invalid(`The message is not valid before ${message.notBefore.toISOString()}.`);
  }
  return { address: getAddress(message.address), nonce: message.nonce };
}

function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}
