import type { ResponseOf } from '@site/api-contract';
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';

export type SiweFields = ResponseOf<'walletNonce'>;

/**
 * The EIP-4361 message the wallet signs, built from exactly the fields the server gave
 * (domain, URI, chain, nonce, issued-at, expiry, statement) and the connected address, which
 * the message must carry checksummed.
 */
export function buildSiweMessage(fields: SiweFields, address: string): string {
  return createSiweMessage({
    address: getAddress(address),
    domain: fields.domain,
    uri: fields.uri,
    chainId: fields.chainId,
    nonce: fields.nonce,
    statement: fields.statement,
    issuedAt: new Date(fields.issuedAt),
    expirationTime: new Date(fields.expirationTime),
    version: '1',
  });
}
