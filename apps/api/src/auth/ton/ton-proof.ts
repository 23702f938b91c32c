import { createHash } from 'node:crypto';
import type { BodyOf } from '@site/api-contract';
import { signVerify } from '@ton/crypto';
import type { Address } from '@ton/core';
import type { Config } from '../../config/config.ts';
import { ApiError } from '../../errors/api-error.ts';
import { TON_PAYLOAD_TTL_SECONDS } from './ton-payload.ts';
import { walletKeyFromStateInit } from './wallet-state-init.ts';

type ProofRequest = BodyOf<'tonProofVerify'>;

/** A wallet's clock may run this far ahead of the server's. */
const CLOCK_SKEW_SECONDS = 60;

const proofInvalid = (why: string, field: string): ApiError => new ApiError('ton_proof_invalid', `This TON Connect proof could not be checked: ${why}`, { field });

/** The host names wallets sign for this site: those of PUBLIC_ORIGIN and EXTRA_ORIGINS, with their ports. */
export const tonProofDomains = (config: Pick<Config, 'publicOrigin' | 'extraOrigins'>): string[] => [config.publicOrigin, ...config.extraOrigins].map((origin) => new URL(origin).host);

/**
 * Checks a `ton_proof` whose payload was already taken: signed within the accepted window (no older
 * than the payload lives, at most a minute ahead), for this site's domain, by the key of the standard
 * wallet whose state init hashes to the address. Returns the wallet's address.
 */
export function checkTonProof(config: Config, { account, proof }: ProofRequest, now: Date): Address {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (proof.timestamp < nowSeconds - TON_PAYLOAD_TTL_SECONDS || proof.timestamp > nowSeconds + CLOCK_SKEW_SECONDS) {
    throw new ApiError('ton_proof_expired', 'This TON Connect proof was signed too long ago (or dated ahead of the server clock). Connect the wallet again.', { field: 'body.proof.timestamp' });
  }
  const domainBytes = Buffer.from(proof.domain.value, 'utf8');
  if (domainBytes.length !== proof.domain.lengthBytes || !tonProofDomains(config).includes(proof.domain.value)) {
    throw proofInvalid(`it was signed for ${JSON.stringify(proof.domain.value)}, not for this site.`, 'body.proof.domain');
  }
  const wallet = walletKeyFromStateInit(account.address, account.walletStateInit);
  if (!wallet.ok) {
    if (wallet.reason === 'unsupported') throw new ApiError('ton_wallet_unsupported', 'Only the standard TON wallets (v3, v4 and v5) can sign in.', { field: 'body.account.walletStateInit' });
    throw proofInvalid(wallet.reason === 'not_the_address' ? 'the state init is not the address’s.' : 'the state init cannot be read.', 'body.account.walletStateInit');
  }
  if (account.publicKey !== undefined && account.publicKey.toLowerCase() !== wallet.publicKey.toString('hex')) {
    throw proofInvalid('the public key is not the wallet’s.', 'body.account.publicKey');
  }
  const signature = Buffer.from(proof.signature, 'base64');
  if (signature.length !== 64 || !signVerify(tonProofSignedHash(wallet.address, proof), signature, wallet.publicKey)) {
    throw proofInvalid('the signature is not the wallet key’s signature of this proof.', 'body.proof.signature');
  }
  return wallet.address;
}

const sha256 = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();

/**
 * What the wallet signs (TON Connect's ton_proof): sha256(0xffff ‖ "ton-connect" ‖ sha256(message)),
 * message = "ton-proof-item-v2/" ‖ workchain (int32 BE) ‖ address hash ‖ domain length (uint32 LE) ‖
 * domain ‖ timestamp (uint64 LE) ‖ payload.
 */
function tonProofSignedHash(address: Address, proof: ProofRequest['proof']): Buffer {
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(address.workChain);
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(proof.domain.lengthBytes);
  const timestamp = Buffer.alloc(8);
  timestamp.writeBigUInt64LE(BigInt(proof.timestamp));
  const message = Buffer.concat([Buffer.from('ton-proof-item-v2/'), workchain, address.hash, domainLength, Buffer.from(proof.domain.value), timestamp, Buffer.from(proof.payload)]);
  return sha256(Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from('ton-connect'), sha256(message)]));
}
